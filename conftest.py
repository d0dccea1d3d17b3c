"""Loads the harness plugin (options, the ``case`` parameter, batching, summaries)."""

pytest_plugins = ["synth.plugin"]
