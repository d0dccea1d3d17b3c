"""The pytest plugin, loaded through the ``pytest11`` entry point (pyproject.toml).

In every session pytest imports only ``synth.plugin.options`` (the options, and when the plugin
wakes up); the modules that do the work are imported when a run asks for them
(``synth.plugin.options.PLUGINS``).
"""

pytest_plugins = ["synth.plugin.options"]
