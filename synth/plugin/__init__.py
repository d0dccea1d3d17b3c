"""The pytest plugin, loaded through the ``pytest11`` entry point (pyproject.toml).

pytest registers the modules below in this order, each after the one before: ``core`` makes
the options, the case plan and the Settings the others read in their ``pytest_configure``.
"""

pytest_plugins = [
    "synth.plugin.core",  # options, the case parameter, batches, stage tests, run summary
    "synth.plugin.scheduling",  # xdist: every test of a batch on one worker
    "synth.plugin.gpu",  # the gpu marker, --gpu-device, device detection
    "synth.plugin.dataset",  # --dataset DIR: shards, resume, merge
    "synth.plugin.gradcheck_summary",  # per-category gradient-check numbers
]
