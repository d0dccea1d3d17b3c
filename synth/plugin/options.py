"""The plugin's options and when it wakes up: the only module pytest imports in every session.

Installed in a virtual environment, the plugin is loaded into every pytest session there,
whatever project it runs. It stays passive (no Warp import, no garbage-collector tuning, no
``atexit`` work, no file-system work, no summaries) until the run asks for it:

- a synth option is given with a value other than its default (``--synth-count 5``, ``--dataset DIR``),
- the project's configuration says so (``synth = true`` in its ``pytest.ini``, as this one's does), or
- a stage test (``@pytest.mark.stage``) is collected: then the process that collects it wakes
  the plugin up before the test's parameters are made.

Waking up imports the modules that do the work (``PLUGINS``); pytest runs their
``pytest_configure`` at registration, in that order. This module imports nothing of the harness,
so the defaults shown in ``--help`` are written here (a unit test checks them against the modules
that use them).
"""

from __future__ import annotations

import importlib

import pytest

OPT_COUNT = "--synth-count"
OPT_SEED = "--synth-seed"
OPT_CATEGORIES = "--synth-categories"
OPT_SHARD = "--synth-shard"
OPT_BATCH = "--synth-batch"
OPT_ARCHS = "--synth-archs"
OPT_REQUIRE = "--synth-require"
OPT_CACHE = "--synth-cache-dir"
OPT_SNAPSHOTS = "--synth-snapshots"
OPT_ARTIFACTS = "--synth-artifacts"
OPT_MODULES = "--synth-modules"
OPT_MODULE_TIMEOUT = "--synth-module-timeout"
OPT_MODULE_MEMORY = "--synth-module-memory"
OPT_DEVICE = "--gpu-device"
OPT_DATASET = "--dataset"
OPT_SPLIT = "--dataset-split"
OPT_FORMAT = "--dataset-format"
OPT_OVERWRITE = "--dataset-overwrite"
NONE = "none"  # --synth-categories none / --synth-modules none: no cases of that kind

DEFAULT_COUNT = 3
DEFAULT_SEED = 0
DEFAULT_BATCH = 64  # cases per compiler batch: nvcc's and g++'s start-up is paid once per batch (benchmarks/HISTORY.md)
REQUIREMENTS = ("nvcc", "gpu")
# The existing-code cases of the default run (their snapshots are committed): plain kernels, a
# tile kernel launched with its own block_dim, a kernel with a hash-grid handle (not run on the CPU).
DEFAULT_MODULES = "warp.examples.core.example_wave,warp.examples.tile.example_tile_stream_compaction,warp.examples.optim.example_particle_repulsion"
# Defaults owned by lower layers, written here so that --help imports none of them (tests/acceptance/test_plugin_passive.py checks they agree):
MODULE_TIMEOUT_S = 120.0  # synth.stages.ingest.TIMEOUT_S
MODULE_RUN_TIMEOUT_S = 600.0  # synth.stages.ingest.RUN_TIMEOUT_S
MODULE_WALL_FACTOR = 3.0  # synth.stages.ingest.WALL_FACTOR
MODULE_MEMORY_GIB = 6  # synth.stages.ingest.MEMORY_BYTES // 1024**3
DEFAULT_DEVICE = "cuda:0"  # synth.gpu.device.DEFAULT_ALIAS
DEFAULT_SPLIT = "80,10,10"  # synth.dataset.merge.DEFAULT_SPLIT
FORMATS = ("jsonl", "parquet")

INI_ACTIVE = "synth"
MAX_CASES = 100_000  # pytest holds an item per stage and case: a larger run goes over machines or runs

PLUGINS = (
    "synth.plugin.core",  # options' values, the case plan, batches, stage tests, run summary
    "synth.plugin.scheduling",  # xdist: every test of a batch on one worker
    "synth.plugin.gpu",  # the gpu marker, device detection
    "synth.plugin.dataset",  # --dataset DIR: shards, resume, merge
    "synth.plugin.gradcheck_summary",  # per-category gradient-check numbers
)

_DEFAULTS: dict[str, object] = {}  # dest -> default of every option below: one given with another value wakes the plugin


def _add(group, *names: str, **attrs) -> None:
    group.addoption(*names, **attrs)
    _DEFAULTS[attrs["dest"]] = attrs.get("default", False if attrs.get("action") == "store_true" else None)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini(INI_ACTIVE, type="bool", default=False, help="run the synth plugin in every session of this project (its tests are stage tests)")
    group = parser.getgroup("synth", "Warp kernel synthesis (generated cases)")
    _add(group, OPT_COUNT, dest="synth_count", default=str(DEFAULT_COUNT), help=f"cases per category (default {DEFAULT_COUNT})")
    _add(group, OPT_SEED, dest="synth_seed", default=str(DEFAULT_SEED), help=f"first seed (default {DEFAULT_SEED})")
    _add(group, OPT_CATEGORIES, dest="synth_categories", default=None, help="comma-separated categories (default: all)")
    _add(group, OPT_SHARD, dest="synth_shard", default="", help="K/N: run only shard K (1-based) of N")
    _add(group, OPT_BATCH, dest="synth_batch", default=str(DEFAULT_BATCH), help=f"cases per compiler batch (default {DEFAULT_BATCH})")
    _add(group, OPT_ARCHS, dest="synth_archs", default="90", help="comma-separated CUDA architectures for PTX, e.g. 80,90 (default 90)")
    _add(group, OPT_REQUIRE, dest="synth_require", default="", help=f"comma-separated tools whose absence is an error, not a skip ({', '.join(REQUIREMENTS)})")
    _add(group, OPT_SNAPSHOTS, dest="synth_snapshots", default=None, help="snapshot folder (default <rootdir>/snapshots, the committed one)")
    _add(group, OPT_CACHE, dest="synth_cache_dir", default=None, help="folder for generated sources and builds (default <rootdir>/.synth_cache)")
    _add(
        group, OPT_ARTIFACTS, dest="synth_artifacts", default=None, help="folder for failure artifacts, one per case and stage (default <basetemp>/synth-artifacts)"
    )
    _add(
        group,
        OPT_MODULES,
        dest="synth_modules",
        default=DEFAULT_MODULES,
        help="existing Warp code as cases, comma-separated: a .py file, a folder, an importable module or installed package (newton, "
        "mujoco_warp), warp-examples, warp-tests or warp-library (the installed warp package's examples, tests, library); "
        "'none' for no such cases (default: three of Warp's examples)",
    )
    _add(
        group,
        OPT_MODULE_TIMEOUT,
        dest="synth_module_timeout",
        default=None,
        help=f"CPU seconds one module of existing code may use to be imported, or imported and its tests run, in its own process "
        f"(default {MODULE_TIMEOUT_S:g} to import, {MODULE_RUN_TIMEOUT_S:g} for a test module); {MODULE_WALL_FACTOR:g} times as many "
        "seconds of wall time spent waiting without computing end a module",
    )
    _add(
        group,
        OPT_MODULE_MEMORY,
        dest="synth_module_memory",
        default=str(MODULE_MEMORY_GIB),
        help=f"GiB of address space one module's process may use (default {MODULE_MEMORY_GIB})",
    )
    group = parser.getgroup("gpu", "CUDA device checks (tests marked gpu; run with -m gpu)")
    _add(group, OPT_DEVICE, dest="gpu_device", default=DEFAULT_DEVICE, help=f"CUDA device as cuda:N (default {DEFAULT_DEVICE})")
    group = parser.getgroup("synth-dataset", "Warp kernel dataset (write the passing cases)")
    _add(group, OPT_DATASET, dest="dataset_dir", default=None, metavar="DIR", help="write the cases that pass every stage to DIR; a rerun resumes")
    _add(group, OPT_SPLIT, dest="dataset_split", default=DEFAULT_SPLIT, help="train,val,test weights of the hash split (default 80,10,10)")
    _add(
        group,
        OPT_FORMAT,
        dest="dataset_format",
        default="jsonl",
        choices=FORMATS,
        help="jsonl (default), or parquet: also write data/<split>-NNNNN-of-MMMMM.parquet",
    )
    _add(group, OPT_OVERWRITE, dest="dataset_overwrite", action="store_true", help="delete what DIR holds (any versions) and start over")


def asked_for(config: pytest.Config) -> bool:
    """Whether this run asks for the plugin: an option of ours with a value other than its
    default, or ``synth = true`` in the project's configuration."""
    return bool(config.getini(INI_ACTIVE)) or any(config.getoption(dest) != default for dest, default in _DEFAULTS.items())


def activate(config: pytest.Config) -> None:
    """Import and register the modules that do the work (once); pytest calls their
    ``pytest_configure`` as each is registered, after the configuration already made."""
    if is_active(config):
        return
    for name in PLUGINS:
        if not config.pluginmanager.has_plugin(name):  # registered as pytest would register a -p plugin, but not assert-rewritten:
            config.pluginmanager.register(importlib.import_module(name), name)  # core may have imported the next ones already


def is_active(config: pytest.Config) -> bool:
    """Whether the plugin woke up: its first module is registered (the run object, ``synth.plugin.run``, is made there)."""
    return config.pluginmanager.has_plugin(PLUGINS[0])


@pytest.hookimpl(tryfirst=True)  # before xdist's configure: the plan decides how tests are distributed
def pytest_configure(config: pytest.Config) -> None:
    # Registered always (a line of configuration): a test module marks its stage tests when it is
    # imported, before a collected stage test wakes the plugin, and --strict-markers checks then.
    config.addinivalue_line("markers", "stage(name): the test checks this registered stage (synth.stages.registry) of each generated case")
    if asked_for(config):
        activate(config)


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makeitem(collector: pytest.Collector, name: str, obj: object) -> None:
    """Wake up on the first stage test collected, before pytest makes its parameters."""
    if is_active(collector.config) or not callable(obj):
        return None
    marks = getattr(obj, "pytestmark", [])
    if any(getattr(m, "name", None) == "stage" for m in marks) or any(True for _ in collector.iter_markers("stage")):
        activate(collector.config)
    return None
