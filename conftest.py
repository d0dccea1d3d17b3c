"""Loads the harness plugin (options, the ``case`` parameter, batching, summaries)."""

pytest_plugins = ["synth.plugin", "synth.xdist_batches", "gpu.plugin", "synth.dataset_plugin", "synth.gradcheck_plugin"]
