"""Nothing of weight: the harness is the ``synth`` pytest plugin, installed through the ``pytest11``
entry point in pyproject.toml (``pip install -e .``), so it is active whatever the rootdir."""

pytest_plugins = ["pytester"]  # the acceptance tests run pytest in subprocesses, as pytest-xdist's own do
