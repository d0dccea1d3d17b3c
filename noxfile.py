"""Sessions: tests (default), dataset, distributed, evaluate, snapshots, gpu, bench, wheelhouse, lint, docs.

Each session installs the project into its own virtual environment (reused between runs);
every pytest call forwards ``*session.posargs``.
"""

import nox

nox.options.sessions = ["tests"]
nox.options.reuse_existing_virtualenvs = True


def install(session: nox.Session, extras: str = "dev,dataset,parquet,hub") -> None:
    session.install("-e", f".[{extras}]")


@nox.session
def tests(session: nox.Session) -> None:
    """Every test but the gpu ones (the slow end-to-end tests included), on every core."""
    install(session, "dev,dataset,parquet,hub,croissant,distributed,ray")  # test_distributed.py runs the local, Slurm (stubbed) and Ray executors; test_croissant.py loads croissant.json
    session.run("pytest", "-n", "auto", "-m", "not gpu", *session.posargs)  # the slow end-to-end tests too (a plain pytest leaves them out)


STAGE_TESTS = ["tests/test_pipeline.py", "tests/test_modules.py"]  # one test per stage: generated cases, existing code


# The default main job's real code: Warp's library, and the modules of Warp's examples and tests that
# `python -m benchmarks.ingest_costs choose --budget 680` took from a cold measurement of the library, all
# 93 examples and 23 test modules (new kernels per CPU second), so that the whole job fits about 15 minutes
# of 2 cores: docs/how-to/ingest-code.md#cost gives the numbers.
# Left out: the examples that record no kernel, benchmarks.benchmark_launches (112 CPU s for 12 kernels),
# seven single-kernel tile examples (10-38 CPU s each; tile.example_tile_mlp did not finish in 600 s on a
# loaded host), cuda.test_texture (105 CPU s for 53 kernels whose textures cannot be replayed).
# Everything: nox -s dataset -- --synth-modules warp-examples,warp-tests,warp-library.
WARP_EXAMPLES_DEFAULT = (
    "benchmarks.benchmark_bvh", "benchmarks.benchmark_cloth_warp", "benchmarks.benchmark_graph_allocs", "benchmarks.benchmark_mesh",
    "benchmarks.benchmark_sparse_marching_cubes", "core.example_alloc_tracker", "core.example_dem", "core.example_fdtd_3d",
    "core.example_fft_poisson_navier_stokes_2d", "core.example_fluid", "core.example_graph_capture", "core.example_nvdb",
    "core.example_raymarch", "core.example_sample_mesh", "core.example_sph", "core.example_spin_lock", "core.example_wave",
    "core.example_work_queue", "fem.example_apic_fluid", "fem.example_apic_fluid_multi_env", "fem.example_cantilever_topology_optimization",
    "fem.example_darcy_ls_optimization", "fem.example_elastic_shape_optimization", "geometry.example_isosurface",
    "optim.example_fluid_checkpoint", "optim.example_fluid_checkpoint_custom_backward", "optim.example_navier_stokes_perturbation",
    "optim.example_particle_repulsion", "tile.example_tile_block_cholesky", "tile.example_tile_nbody", "tile.example_tile_stream_compaction",
)  # fmt: skip
WARP_TESTS_DEFAULT = (
    "cuda.test_clang_cuda", "cuda.test_cluster_dim", "cuda.test_conditional_captures", "cuda.test_kernel_attributes", "cuda.test_occupancy",
    "cuda.test_streams", "cuda.test_unified_memory", "deterministic.test_deterministic_backward",
    "deterministic.test_deterministic_counter", "deterministic.test_deterministic_scatter", "fem.test_fem_integrate",
    "fem.test_fem_quadrature", "geometry.test_volume_write", "interop.test_jax", "interop.test_torch", "matrix.test_mat_basics",
    "matrix.test_mat_constructors", "test_codegen", "test_sparse", "tile.test_tile_stack", "tile.test_tile_struct",
)  # fmt: skip
DEFAULT_MODULES = ",".join([
    *(f"warp.examples.{name}" for name in WARP_EXAMPLES_DEFAULT), "warp-library", *(f"warp.tests.{name}" for name in WARP_TESTS_DEFAULT),
])  # fmt: skip


PACKAGES = ("newton", "mujoco_warp")  # sources the `packages` extra installs


def synth_modules(args: list[str]) -> list[str]:
    """The SPECs of the last --synth-modules among pytest's arguments (the one pytest takes)."""
    return [spec for spec in last_option(args, "--synth-modules", "").split(",") if spec]


def runs_logged(folder: str) -> int:
    """Runs whose merge was published into the dataset ``folder`` (the lines of its run log)."""
    from pathlib import Path

    log = Path(folder).expanduser() / ".shards" / "runs.jsonl"
    return log.read_bytes().count(b"\n") if log.is_file() else 0


def dataset_folder(args: list[str], default: str) -> str:
    """The last ``--dataset`` value among pytest arguments (``--dataset DIR`` or ``--dataset=DIR``), else ``default``."""
    return last_option(args, "--dataset", default)


def last_option(args: list[str], option: str, default: str) -> str:
    """The value of the last ``option`` among pytest arguments (``OPTION VALUE`` or ``OPTION=VALUE``), else ``default``."""
    value = default
    for i, arg in enumerate(args):
        if arg == option and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith(option + "="):
            value = arg.split("=", 1)[1]
    return value


@nox.session(default=False)
def dataset(session: nox.Session) -> None:
    """Write the verified dataset (20 cases per category; Warp's library and a stated subset of its examples and tests) to data/; a rerun resumes.

    Rejected cases are left out of the dataset and counted in data/README.md. A rejection by design
    (a kernel not written to run alone, a custom adjoint, a kernel Warp refuses to build) is a skip or
    an xfail, so pytest exits 0; exit status 1 means a test FAILED (a case rejected for a reason
    nobody expected, or an environment failure): the dataset is written, and the session fails so
    that nox says so. A merge that could not be written exits 3, a usage error 4: both fail the
    session. Whatever the status, the session fails unless the run logged a published merge.
    Options after -- go to pytest, e.g. nox -s dataset -- --synth-count 50 --dataset-format parquet.
    """
    packages = {spec.split(".")[0] for spec in synth_modules(session.posargs)}  # newton._src needs newton too
    install(session, "dev,dataset,parquet" + (",packages" if set(PACKAGES) & packages else ""))
    args = ["--dataset", "data", "--synth-count", "20", "--synth-modules", DEFAULT_MODULES, *session.posargs]
    folder = dataset_folder(args, "data")
    before = runs_logged(folder)
    session.run("pytest", "-n", "auto", *STAGE_TESTS, *args)  # exit 1 (a test FAILED) fails the session, the dataset written all the same
    if runs_logged(folder) <= before:
        session.error(f"the dataset in {folder} was not written: this run published no merge ({folder}/.shards/runs.jsonl); see the output above")


@nox.session(default=False)
def distributed(session: nox.Session) -> None:
    """A dataset run split into ranks on datatrove's local, Slurm or Ray executor, combined into one folder; a rerun resumes.

    Forwards everything to python -m synth.distributed, e.g. nox -s distributed -- --executor slurm
    --partition gpu --time 4:00:00 --tasks 16 --output data -- --synth-count 200 --synth-modules warp-examples -n 8.
    Exit status 1 (dataset written, some test FAILED in a rank) is accepted here, unlike nox -s dataset: the combine names the ranks' runs.
    """
    args = session.posargs
    ray = "--executor=ray" in args or any(a == "--executor" and b == "ray" for a, b in zip(args, args[1:], strict=False))
    install(session, "dev,dataset,parquet,distributed" + (",ray" if ray else ""))
    session.run("python", "-m", "synth.distributed", *session.posargs, success_codes=[0, 1])


@nox.session(default=False)
def evaluate(session: nox.Session) -> None:
    """Score a model's predictions against a dataset: nox -s evaluate -- DATASET PREDICTIONS --out REPORT.json [--jobs N].

    Forwards everything to python -m synth.evaluate (docs/how-to/evaluate-a-model.md); a usage error exits 4 and fails the session.
    """
    install(session, "dev,dataset,parquet")
    session.run("python", "-m", "synth.evaluate", *session.posargs)


@nox.session(default=False)
def snapshots(session: nox.Session) -> None:
    """Update snapshots after a deliberate change (then review them with git diff snapshots/)."""
    install(session)
    session.run("pytest", "-n", "auto", *STAGE_TESTS, "--snapshot-update", *session.posargs)


@nox.session(default=False)
def gpu(session: nox.Session) -> None:
    """The gpu tests on a CUDA host: Warp CUDA launches and the standalone binaries, against the CPU reference."""
    install(session)
    session.run("pytest", "-m", "gpu", "-n", "auto", *session.posargs)


@nox.session(default=False)
def wheelhouse(session: nox.Session) -> None:
    """Download every wheel the project needs, for installing on an offline CUDA host.

    nox -s wheelhouse -- [FOLDER] [--python-version 3.11] [--platform manylinux_2_28_x86_64] [--extras dev,dataset]
    """
    import argparse
    import re
    import tomllib
    from pathlib import Path

    parser = argparse.ArgumentParser(prog="nox -s wheelhouse --")
    parser.add_argument("folder", nargs="?", default="wheelhouse", help="where the wheels go (default wheelhouse/)")
    parser.add_argument("--python-version", default="3.11", help="the GPU host's Python, e.g. 3.12 (default 3.11)")
    parser.add_argument("--platform", default="manylinux_2_28_x86_64", help="the GPU host's platform tag (default manylinux_2_28_x86_64)")
    parser.add_argument("--extras", default="dev,dataset", help="optional dependency groups to include (default dev,dataset)")
    args = parser.parse_args(session.posargs)
    project = tomllib.loads(Path("pyproject.toml").read_text())
    requirements = [*project["build-system"]["requires"], "wheel", *project["project"]["dependencies"]]
    for extra in filter(None, args.extras.split(",")):
        requirements += project["project"]["optional-dependencies"][extra]
    # pip download matches --platform exactly; a manylinux_2_Y host also installs every older glibc tag
    m = re.fullmatch(r"manylinux_2_(\d+)_(\w+)", args.platform)
    platforms = [args.platform]
    if m:
        glibc, arch = int(m[1]), m[2]
        platforms = [f"manylinux_2_{y}_{arch}" for y in range(glibc, 4, -1)] + [f"manylinux{v}_{arch}" for v in ("2014", "2010", "1")]
    session.run(
        "python", "-m", "pip", "download", "--dest", args.folder, "--only-binary=:all:",
        "--python-version", args.python_version, *(f"--platform={p}" for p in platforms), *requirements,
    )  # fmt: skip


@nox.session(default=False)
def lint(session: nox.Session) -> None:
    """Ruff over the code (snapshots excluded) and the import-linter layers contract of pyproject.toml."""
    install(session, "dev")  # lint-imports imports the packages it checks
    session.run("ruff", "check", ".", *session.posargs)
    session.run("lint-imports")


@nox.session(default=False)
def bench(session: nox.Session) -> None:
    """Throughput and memory of the pipeline and its compiler steps; writes benchmarks/results.json."""
    install(session)
    session.run("python", "-m", "benchmarks.bench", *session.posargs)


@nox.session(default=False)
def docs(session: nox.Session) -> None:
    """Regenerate the generated blocks of docs/ (options, stages, record schema, categories, tolerances) from the code."""
    install(session, "dev")
    session.run("python", "-m", "synth.docs", *session.posargs)


@nox.session(default=False)
def mutants(session: nox.Session) -> None:
    """Mutation score of the checks: a seeded sample of one-token mutants of the renderer, the shim and the checks; fails below the bars.

    nox -s mutants -- [--scope render|verify|gradcheck|all] [--sample N] [--seed S] [--seeds K] [--categories a,b] (see benchmarks/mutants.py).
    """
    install(session)
    session.run("python", "-m", "benchmarks.mutants", *(session.posargs or ["--sample", "100"]))
