"""``python -m synth.distributed``: the options, their checks, and one distributed run on the chosen executor.

Everything after ``--`` is the user's pytest options, given to every rank as they are; the options
that make no sense per rank (``--dataset``, ``--synth-shard``, ``--dataset-overwrite``) are refused.
The work folder pins the settings that decide which case goes to which rank (tasks, test files,
pytest options, output): a relaunch with others is refused, since datatrove would skip the ranks
it marked complete under the old ones.

Exit statuses, as pytest's: 0 the dataset is written (or, on Slurm, the jobs are queued), 1 it is
written and some cases were rejected, 2 interrupted, 3 a rank or the combine failed (run the same
command again: it runs only what did not complete), 4 usage error.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import signal
import sys
from dataclasses import dataclass
from pathlib import Path

from synth.dataset.finish import read_runs
from synth.dataset.folder import differing_keys, not_ours
from synth.dataset.merge import DEFAULT_SPLIT, SPLITS, parse_split
from synth.toolchain.files import atomic_write

PROG = "python -m synth.distributed"
DEFAULT_TESTS = ("tests/test_pipeline.py", "tests/test_modules.py")  # one test per stage, as nox -s dataset runs
PER_RANK = {
    "--dataset": "each rank writes its own folder under the work folder; give the final folder with --output",
    "--synth-shard": "each rank runs its own shard K/N of --tasks N",
    "--dataset-overwrite": "it would restart a rank's folder at every relaunch; to start over, give a new --output and --work (or delete them)",
}
SETTINGS = "distributed.json"
WRITTEN, REJECTED, INTERRUPTED, FAILED, USAGE = 0, 1, 2, 3, 4


class UsageError(Exception):
    """Options that cannot make a distributed run; exit status 4, as a pytest usage error."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        raise UsageError(message)


def parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        description="One dataset run split into --tasks ranks (--synth-shard K/N each) on datatrove's local, Slurm or Ray executor, "
        "then combined into --output: the same bytes as one pytest --dataset run with the same options.",
        epilog="Everything after -- goes to every rank's pytest, e.g. -- --synth-count 20 --synth-modules warp-examples -n 2",
    )
    p.add_argument("--executor", choices=("local", "slurm", "ray"), default="local", help="datatrove executor (default local)")
    p.add_argument("--tasks", type=int, required=True, help="ranks (shards) to split the run into; keep it on a relaunch")
    p.add_argument("--workers", type=int, default=None, help="ranks running at once (default: local: min(tasks, CPUs); slurm, ray: all)")
    p.add_argument("--output", required=True, help="the final dataset folder")
    p.add_argument(
        "--work",
        default=None,
        help="the ranks' dataset folders and logs (default: OUTPUT.work beside OUTPUT; on Slurm a shared filesystem)",
    )
    p.add_argument("--logging-dir", default=None, help="datatrove's logs and completion markers (default WORK/logs)")
    p.add_argument(
        "--rerun-completed", action="store_true",
        help="run every rank again, completed or not (each resumes its folder, so only cases not yet recorded run: "
        "those of environment failures), then the combine",
    )  # fmt: skip
    p.add_argument(
        "--tests", nargs="+", default=list(DEFAULT_TESTS), metavar="PATH", help=f"stage test files (default {' '.join(DEFAULT_TESTS)})"
    )
    r = p.add_argument_group("resources per rank (slurm, ray)")
    r.add_argument("--cpus-per-task", type=int, default=1, help="CPUs per rank (default 1; pass -n N after -- to use them)")
    r.add_argument("--mem-per-cpu-gb", type=int, default=4, help="memory per CPU in GB (default 4)")
    r.add_argument("--gpus", type=int, default=0, help="GPUs per rank (default 0)")
    r.add_argument("--time", default=None, help="time limit per rank in Slurm's format, e.g. 2:00:00 (required on slurm)")
    s = p.add_argument_group("slurm")
    s.add_argument("--partition", default=None, help="Slurm partition (required on slurm)")
    s.add_argument("--qos", default=None, help="Slurm QOS (default: none given)")
    s.add_argument(
        "--sbatch-args",
        action="append",
        default=[],
        metavar="KEY[=VALUE]",
        help="more #SBATCH lines, e.g. --sbatch-args account=proj (repeatable)",
    )
    s.add_argument("--venv", default=None, help="venv activated by the jobs (default: this Python's, if it is a venv)")
    s.add_argument("--env-command", default=None, help="shell command run by the jobs before the step, instead of --venv")
    s.add_argument("--max-array-size", type=int, default=1001, help="your cluster's MaxArraySize (default 1001)")
    s.add_argument("--job-name", default="synth", help="prefix of the job names (default synth)")
    y = p.add_argument_group("ray")
    y.add_argument("--ray-address", default=None, help="a running Ray cluster (default: RAY_ADDRESS, else a local Ray instance)")
    return p


def split_argv(argv: list[str]) -> tuple[list[str], list[str]]:
    """Our options, and the pytest options after the first ``--``."""
    if "--" in argv:
        i = argv.index("--")
        return argv[:i], argv[i + 1 :]
    return argv, []


def option_value(args: list[str], name: str) -> str | None:
    """The last value of a pytest option given as ``NAME VALUE`` or ``NAME=VALUE``."""
    value = None
    for i, arg in enumerate(args):
        if arg == name and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith(name + "="):
            value = arg.split("=", 1)[1]
    return value


def refuse_per_rank(pytest_args: list[str]) -> None:
    for arg in pytest_args:
        name = arg.split("=", 1)[0]
        if name in PER_RANK:
            raise UsageError(f"{name} makes no sense per rank: {PER_RANK[name]}")


@dataclass
class Plan:
    kind: str
    tasks: int
    workers: int
    output: Path
    work: Path
    logging_dir: Path
    tests: list[str]
    pytest_args: list[str]
    weights: tuple[int, int, int]
    parquet: bool
    cwd: Path
    command: str
    args: argparse.Namespace

    @property
    def ranks(self) -> Path:
        return self.work / "ranks"

    def settings(self) -> dict:
        """What decides which case is in which rank's folder, and where the result goes (not the worker count: no byte depends on it)."""
        pinned = without_worker_count(self.pytest_args)
        return {"tasks": self.tasks, "tests": self.tests, "pytest_args": pinned, "output": str(self.output), "cwd": str(self.cwd)}


def without_worker_count(args: list[str]) -> list[str]:
    """pytest options less xdist's worker count (``-n N``, ``-nN``, ``--numprocesses[=]N``), which a relaunch may change."""
    kept, skip = [], False
    for arg in args:
        if skip:
            skip = False
        elif arg in ("-n", "--numprocesses"):
            skip = True
        elif not (arg.startswith("--numprocesses=") or (arg.startswith("-n") and not arg.startswith("--"))):
            kept.append(arg)
    return kept


def _folder(flag: str, raw: str) -> Path:
    """A folder option as an absolute path (``~`` expanded); a name too long or a symlink loop is a usage error."""
    if not raw.strip():
        raise UsageError(f"{flag} is empty: give a folder")
    try:
        path = Path(raw).expanduser().resolve()
        path.exists()
    except (OSError, RuntimeError) as exc:
        raise UsageError(f"{flag} {raw}: not a usable folder: {getattr(exc, 'strerror', None) or exc}") from None
    return path


def configure(argv: list[str]) -> Plan:
    ours, pytest_args = split_argv(argv)
    args = parser().parse_args(ours)
    refuse_per_rank(pytest_args)
    if args.tasks < 1:
        raise UsageError(f"--tasks must be at least 1; got {args.tasks}")
    if args.workers is not None and args.workers < 1:
        raise UsageError(f"--workers must be at least 1; got {args.workers}")
    cwd = Path.cwd().resolve()
    output = _folder("--output", args.output)
    work = _folder("--work", args.work) if args.work else output.with_name(output.name + ".work")
    logging_dir = _folder("--logging-dir", args.logging_dir) if args.logging_dir else work / "logs"
    if output == work or output in work.parents or work in output.parents:
        raise UsageError(f"--output {output} and --work {work} must not contain one another")
    if output.exists() and not output.is_dir():
        raise UsageError(f"--output {args.output}: is a file, not a folder")
    foreign = not_ours(output)
    if foreign:
        raise UsageError(f"--output {args.output}: is not empty and holds no dataset ({', '.join(foreign[:5])}); choose a new or empty folder")
    tests = []
    for test in args.tests:
        path = (cwd / test).resolve()
        if not path.exists():
            raise UsageError(f"--tests: {test} does not exist (from {cwd}); run from the project folder or give the stage test files")
        tests.append(str(path))
    try:
        weights = parse_split(option_value(pytest_args, "--dataset-split") or ",".join(map(str, DEFAULT_SPLIT)))
    except ValueError as exc:
        raise UsageError(f"--dataset-split: {exc}") from None
    parquet = option_value(pytest_args, "--dataset-format") == "parquet"
    if parquet:
        try:
            import pyarrow  # noqa: F401
        except ImportError:
            raise UsageError("--dataset-format parquet needs pyarrow: pip install -e '.[parquet]'") from None
    if args.executor == "slurm":
        missing = [name for name, value in (("--partition", args.partition), ("--time", args.time)) if not value]
        if missing:
            raise UsageError(f"the slurm executor needs {' and '.join(missing)} (e.g. --partition gpu --time 4:00:00)")
    if args.time:
        from synth.distributed.executors import slurm_seconds

        try:
            slurm_seconds(args.time)
        except ValueError as exc:
            raise UsageError(f"--time: {exc}") from None
    if args.executor == "ray":
        try:
            import ray  # noqa: F401
        except ImportError:
            raise UsageError("the ray executor needs ray: pip install -e '.[ray]'") from None
    workers = args.workers or (min(args.tasks, os.cpu_count() or 1) if args.executor == "local" else -1)
    command = shlex.join(["python", "-m", "synth.distributed", *argv])
    return Plan(args.executor, args.tasks, workers, output, work, logging_dir, tests, pytest_args, weights, parquet, cwd, command, args)


def pin_settings(plan: Plan) -> None:
    """Write the work folder's settings on the first launch; refuse a relaunch with other ones."""
    path = plan.work / SETTINGS
    settings = plan.settings()
    if path.exists():
        try:
            pinned = json.loads(path.read_text())
        except ValueError as exc:
            raise UsageError(f"{path} is unreadable ({exc}): give a new --work folder") from None
        differing = differing_keys(pinned, settings)
        if differing and not _anything_made(plan):
            differing = []  # no rank wrote a case and no marker was written (e.g. pytest refused the options): nothing to keep apart
            atomic_write(path, json.dumps(settings, indent=1, sort_keys=True) + "\n")
        if differing:
            detail = "; ".join(f"{k}: {pinned.get(k)!r} there, {settings.get(k)!r} now" for k in differing)
            raise UsageError(
                f"{plan.work} belongs to a distributed run with other settings ({detail}). Relaunch with the same ones to resume it, "
                "or give a new --work folder (and --output) for a new run"
            )
        return
    try:
        atomic_write(path, json.dumps(settings, indent=1, sort_keys=True) + "\n")
    except OSError as exc:
        raise UsageError(f"--work {plan.work} cannot be written: {exc.strerror or exc}") from None


def _anything_made(plan: Plan) -> bool:
    """Whether a launch under the pinned settings left anything a relaunch would build on: a
    completion marker, or a rank folder that a pytest session opened (its manifest)."""
    markers = [plan.logging_dir / step / "completions" for step in ("ranks", "combine")]
    return any(folder.is_dir() and any(folder.iterdir()) for folder in markers) or any(plan.ranks.glob("rank-*/.shards/manifest.json"))


def _slurm_settings(plan: Plan):
    from synth.distributed.executors import SlurmSettings

    args = plan.args
    sbatch = {}
    for item in args.sbatch_args:
        key, _, value = item.partition("=")
        if not key or key.startswith("-"):
            raise UsageError(
                f"--sbatch-args expects KEY or KEY=VALUE (an #SBATCH option without its dashes), e.g. account=proj; got {item!r}"
            )
        sbatch[key] = value
    venv = args.venv or (sys.prefix + "/bin/activate" if sys.prefix != sys.base_prefix and not args.env_command else None)
    return SlurmSettings(
        partition=args.partition, qos=args.qos, venv=venv, env_command=args.env_command, sbatch_args=sbatch,
        max_array_size=args.max_array_size, job_name=args.job_name,
    )  # fmt: skip


def run(plan: Plan) -> int:
    from synth.dataset.combine import not_combined
    from synth.distributed.child import Interrupted, forks_die_with_this_process
    from synth.distributed.executors import RanksFailed, Resources, build
    from synth.distributed.steps import CombineRanks, GenerateRank, last_exit, last_output, rank_folder, rank_log, redo_unfinished

    args = plan.args
    if plan.kind == "local":  # the pool's processes (its manager forked from here, its workers from a fork server) die with this one
        forks_die_with_this_process()
        import multiprocess

        multiprocess.get_context("forkserver").set_forkserver_preload(["__main__", "synth.distributed.pool_group"])
    generate = GenerateRank(plan.tests, plan.pytest_args, plan.ranks, plan.cwd, launcher=os.getpid() if plan.kind == "local" else None)
    combine = CombineRanks(plan.ranks, plan.tasks, plan.output, plan.weights, plan.parquet, plan.command)
    resources = Resources(cpus_per_task=args.cpus_per_task, mem_per_cpu_gb=args.mem_per_cpu_gb, gpus_per_task=args.gpus, time=args.time)
    slurm = _slurm_settings(plan) if plan.kind == "slurm" else None
    ranks, combined = build(plan.kind, generate, combine, plan.tasks, plan.workers, plan.logging_dir, resources, slurm)
    if args.rerun_completed:
        ranks.skip_completed = False
    redone = redo_unfinished(plan.ranks, plan.logging_dir, plan.tasks)
    if redone:
        _say(f"ranks {redone} completed, but their folders log no finished session (.shards/runs.jsonl cut short or missing): they run again")
    to_run = ranks.get_incomplete_ranks()
    folders = [rank_folder(plan.ranks, r) for r in range(plan.tasks)]
    # Ranks that run again make a new combine; otherwise the output is checked against the ranks'
    # shards (hashes), never taken as done from the combine's completion marker.
    stale = "ranks run again" if to_run else not_combined(folders, plan.output)
    combined.skip_completed = stale is None
    if stale is not None:
        (plan.logging_dir / "combine" / "completions" / "00000").unlink(missing_ok=True)  # that combine's output is not there
    _say(f"{plan.tasks} ranks on the {plan.kind} executor: {len(to_run)} to run {to_run if len(to_run) < plan.tasks else ''}".rstrip())
    if stale is not None and not to_run:
        _say(f"the output is combined again: {stale}")
    _say(f"ranks' folders and logs: {plan.ranks} (rank-NNNNN.log: each rank's pytest output); datatrove logs: {plan.logging_dir}")
    if plan.kind == "ray":
        import ray

        if not ray.is_initialized():
            local = plan.args.ray_address is None and not os.environ.get("RAY_ADDRESS")
            ray.init(address=plan.args.ray_address, **({"include_dashboard": False} if local else {}))
    stopped: list[int] = []

    def stop(signum, frame):
        stopped.append(signum)
        raise KeyboardInterrupt  # SIGTERM stops the run as Ctrl-C does: every rank's pytest is stopped cleanly

    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)} if plan.kind != "slurm" else {}
    failed: list[int] | None = None
    try:
        combined.run()
    except RanksFailed:
        failed = ranks.get_incomplete_ranks(skip_completed=True)
    except (Interrupted, KeyboardInterrupt):
        stopped.append(signal.SIGINT)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    if stopped:  # whatever the ranks or the combine did meanwhile (a rank stopped by the signal is a failed rank)
        _say("interrupted: what the ranks finished is kept; run the same command again to resume")
        return INTERRUPTED
    if failed and to_run and all(last_exit(plan.ranks, r) == USAGE for r in to_run):
        _say(f"error: pytest refused the options after -- (every rank exited {USAGE}, a usage error); rank {failed[0]}'s pytest said:\n"
             + last_output(plan.ranks, failed[0]))  # fmt: skip
        return USAGE
    if failed:
        logs = ", ".join(str(rank_log(plan.ranks, r)) for r in failed)
        _say(
            f"FAILED: ranks {failed} did not complete (their pytest output: {logs}); the combine did not run. Run the same command again: it runs only those ranks"
        )
        return FAILED
    if plan.kind == "slurm":
        if stale is None:
            _say(f"nothing to submit: every rank completed and {plan.output} is their combine; the dataset is in {plan.output}")
        else:
            _say(
                f"submitted: ranks job {ranks.job_id}, combine job {combined.job_id} (after the ranks); the dataset will be in {plan.output}"
            )
        return WRITTEN
    left = not_combined(folders, plan.output) if failed is not None or stale is not None else None
    if failed is not None or left is not None:
        _say(
            f"FAILED: the combine into {plan.output} failed ({left or 'see the error above'}; {plan.logging_dir}/combine/logs/task_00000.log); run the same command again"
        )
        return FAILED
    return _summary(plan, stale is not None)


def _summary(plan: Plan, combined_now: bool) -> int:
    stats = json.loads((plan.output / "stats.json").read_text())
    runs = read_runs(plan.output)
    last = runs[-1] if runs else {}
    split = ", ".join(f"{stats['by_split'][s]} {s}" for s in SPLITS)
    if not combined_now:
        _say(f"nothing to do: every rank and the combine completed before; {stats['records']} records in {plan.output} ({split})")
        return WRITTEN
    _say(
        f"{stats['records']} records in {plan.output} ({split}); this run: {last.get('new_records')} new, {last.get('new_failures')} failed; "
        f"{stats['cases']['failed']} cases rejected in all"
    )
    if last.get("left_for_rerun"):
        _say(
            f"{last['left_for_rerun']} cases not recorded (environment failures): run the same command with --rerun-completed to try them again"
        )
    return REJECTED if last.get("exitstatus") == REJECTED else WRITTEN


def _say(text: str) -> None:
    print(f"synth.distributed: {text}", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        import datatrove  # noqa: F401
    except ImportError:
        _say("error: the distributed run needs datatrove: pip install -e '.[distributed]'")
        return USAGE
    try:
        plan = configure(argv)
        pin_settings(plan)
    except UsageError as exc:
        _say(f"error: {exc}")
        return USAGE
    return run(plan)
