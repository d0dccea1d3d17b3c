"""The typed kernel model: specs, the chooser interface, seeded inputs and stage failure types (the lowest layer)."""
