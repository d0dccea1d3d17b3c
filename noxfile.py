"""Sessions: tests (default), dataset, snapshots, gpu, bench, wheelhouse, lint.

Each session installs the project into its own virtual environment (reused between runs);
every pytest call forwards ``*session.posargs``.
"""

import nox

nox.options.sessions = ["tests"]
nox.options.reuse_existing_virtualenvs = True


def install(session: nox.Session, extras: str = "dev,dataset") -> None:
    session.install("-e", f".[{extras}]")


@nox.session
def tests(session: nox.Session) -> None:
    """Unit tests, property tests and the pipeline at the default count, on every core."""
    install(session)
    session.run("pytest", "-n", "auto", *session.posargs)


@nox.session(default=False)
def snapshots(session: nox.Session) -> None:
    """Update snapshots after a deliberate change (then review them with git diff snapshots/)."""
    install(session)
    session.run("pytest", "-n", "auto", "tests/test_pipeline.py", "--snapshot-update", *session.posargs)


@nox.session(default=False)
def lint(session: nox.Session) -> None:
    """Ruff over the code (snapshots excluded)."""
    session.install("ruff")
    session.run("ruff", "check", ".", *session.posargs)


@nox.session(default=False)
def bench(session: nox.Session) -> None:
    """Throughput and memory of the pipeline and its compiler steps; writes benchmarks/results.json."""
    install(session)
    session.run("python", "-m", "benchmarks.bench", *session.posargs)
