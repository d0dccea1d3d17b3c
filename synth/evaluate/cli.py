"""``python -m synth.evaluate DATASET PREDICTIONS``: the options, reading both files, writing the report.

DATASET is a dataset folder (its ``train.jsonl``, ``val.jsonl``, ``test.jsonl``, or its Parquet
shards under ``data/`` when it has no JSONL) or one JSONL file of records. PREDICTIONS is JSONL,
one object per line: ``{"id": RECORD ID, "target": "cuda_kernel" | "python_source", "candidates":
[TEXT, ...]}``. Exit statuses (each means one thing): 0 the report is written, 2 interrupted, 3 the
report could not be written after the work (a full disk: the Markdown summary is printed instead),
4 usage error (an option, an output that could not be written, or a file that cannot be read as
described, named with its line and what is wrong), all found before any candidate runs.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from synth.evaluate.run import TARGETS, Prediction, Settings
from synth.toolchain.files import atomic_write, unwritable

PROG = "python -m synth.evaluate"
WRITTEN, INTERRUPTED, NOT_WRITTEN, USAGE = 0, 2, 3, 4
SPLIT_FILES = ("train.jsonl", "val.jsonl", "test.jsonl")


class UsageError(Exception):
    """Options or input files that cannot make an evaluation; exit status 4."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        raise UsageError(message)


def parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        description="Judge a model's CUDA (target cuda_kernel) or Warp (target python_source) against the dataset's records: "
        "each candidate is built and run in a sandbox on fresh input draws at several launch shapes and compared with "
        "Warp's CPU reference; writes pass@k, compile rate and a label per candidate.",
        epilog="PREDICTIONS is JSONL: {\"id\": ..., \"target\": \"cuda_kernel\" or \"python_source\", \"candidates\": [text, ...]} per line. "
        "See docs/how-to/evaluate-a-model.md.",
    )
    p.add_argument("dataset", metavar="DATASET", help="a dataset folder (train/val/test.jsonl or data/*.parquet) or one JSONL file of records")
    p.add_argument("predictions", metavar="PREDICTIONS", help="JSONL of {id, target, candidates}")
    p.add_argument("--out", metavar="REPORT.json", help="write the JSON report here (and the Markdown summary beside it, REPORT.md)")
    p.add_argument("--markdown", metavar="REPORT.md", help="write the Markdown summary here instead (default: beside --out; without --out, to stdout)")
    p.add_argument("--seed", type=int, default=0, help="the seed of the input draws (default 0; use a private one for a result nobody could tune to)")
    p.add_argument("--draws", type=int, default=5, help="input draws per launch shape (default 5, at least 1)")
    p.add_argument("--k", default="1,5,10", help="the k of pass@k, comma-separated (default 1,5,10; 1 is always reported)")
    p.add_argument("--device", default="auto", help="auto (a CUDA device when Warp sees one, as the gpu tests detect it), cpu, or cuda:N (default auto)")
    p.add_argument("--jobs", type=int, default=1, help="records judged at once, each in a worker process (default 1)")
    p.add_argument("--work", metavar="DIR", help="where the candidates' build folders go (default: the system's temporary folder)")
    p.add_argument("--keep", action="store_true", help="keep every candidate's build folder (sources, binaries, inputs, outputs) for inspection")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    return p


def read_records(path: Path) -> dict[str, dict]:
    """Every record of the dataset by id; raises UsageError naming the file and line that is wrong."""
    if path.is_dir():
        files = [path / name for name in SPLIT_FILES if (path / name).is_file()]
        if not files:
            return _parquet_records(path)
    elif path.exists() or path.is_symlink():
        files = [path]  # _json_lines refuses what is not a regular file
    else:
        raise UsageError(f"DATASET {path}: no such file or folder")
    records: dict[str, dict] = {}
    for file in files:
        for where, record in _json_lines("DATASET", file):
            if not isinstance(record, dict) or not isinstance(record.get("id"), str):
                raise UsageError(f"{where}: not a record (an object with an 'id')")
            records[record["id"]] = record
    return records


def _json_lines(name: str, path: Path):
    """``(where, value)`` for each non-blank line of a JSONL file; a line that is not UTF-8 JSON, or a
    file that is not a regular file (a FIFO would block), is a UsageError naming the line."""
    if not path.is_file():
        raise UsageError(f"{name} {path}: " + ("no such file" if not path.exists() else "not a regular file"))
    try:
        with open(path, "rb") as f:
            for n, raw in enumerate(f, 1):
                where = f"{name} {path} line {n}"
                try:
                    line = raw.decode("utf-8")
                except UnicodeDecodeError as exc:
                    raise UsageError(f"{where}: not UTF-8 (byte {raw[exc.start]:#04x} at column {exc.start + 1})") from None
                if not line.strip():
                    continue
                try:
                    yield where, json.loads(line)
                except (json.JSONDecodeError, RecursionError) as exc:
                    raise UsageError(f"{where}: not JSON ({getattr(exc, 'msg', 'nested too deep')})") from None
    except OSError as exc:
        raise UsageError(f"{name} {path}: cannot be read: {exc.strerror or exc}") from None


def _parquet_records(path: Path) -> dict[str, dict]:
    shards = sorted((path / "data").glob("*.parquet"))
    if not shards:
        raise UsageError(f"DATASET {path}: a folder without train.jsonl, val.jsonl, test.jsonl or data/*.parquet")
    try:
        import pyarrow.parquet as pq
    except ImportError:
        raise UsageError(f"DATASET {path} holds only Parquet shards, and pyarrow is not installed (pip install -e .[parquet])") from None
    records: dict[str, dict] = {}
    for shard in shards:
        try:
            rows = pq.read_table(shard).to_pylist()
        except Exception as exc:  # pyarrow's errors (ArrowInvalid, OSError) name no common base
            raise UsageError(f"DATASET {shard}: not a readable Parquet file ({exc})") from None
        for n, row in enumerate(rows, 1):
            if not isinstance(row.get("id"), str):
                raise UsageError(f"DATASET {shard} row {n}: not a record (no string 'id')")
            records[row["id"]] = row
    return records


def read_predictions(path: Path, records: dict[str, dict]) -> list[Prediction]:
    """The predictions, checked: each line an object with a known id, a target and a list of candidates; no (id, target) twice."""
    found: list[Prediction] = []
    seen: set[tuple[str, str]] = set()
    for where, item in _json_lines("PREDICTIONS", path):
        if not isinstance(item, dict) or not {"id", "target", "candidates"} <= item.keys():
            raise UsageError(f"{where}: expected an object with id, target and candidates")
        if not isinstance(item["target"], str) or item["target"] not in TARGETS:
            raise UsageError(f"{where}: target {item['target']!r} is not one of {', '.join(TARGETS)}")
        if not isinstance(item["id"], str):
            raise UsageError(f"{where}: id must be a string (a record's id); got {type(item['id']).__name__} {item['id']!r:.80}")
        if item["id"] not in records:
            raise UsageError(f"{where}: id {item['id']!r} is not a record of DATASET")
        candidates = item["candidates"]
        if not isinstance(candidates, list) or not candidates:
            raise UsageError(f"{where}: candidates must be a non-empty list of texts")
        wrong = next((i for i, c in enumerate(candidates) if not isinstance(c, str)), None)
        if wrong is not None:
            raise UsageError(f"{where}: candidate {wrong} is {type(candidates[wrong]).__name__} {candidates[wrong]!r:.80}, not a text")
        key = (item["id"], item["target"])
        if key in seen:
            raise UsageError(f"{where}: a second line for id {key[0]!r} and target {key[1]!r}")
        seen.add(key)
        found.append(Prediction(item["id"], item["target"], tuple(candidates)))
    if not found:
        raise UsageError(f"PREDICTIONS {path}: no predictions")
    return found


def _ks(raw: str) -> tuple[int, ...]:
    try:
        ks = sorted({1, *(int(k) for k in raw.split(",") if k.strip())})
    except ValueError:
        raise UsageError(f"--k expects positive integers separated by commas, e.g. 1,5,10; got {raw!r}") from None
    if ks[0] < 1:
        raise UsageError(f"--k expects positive integers; got {raw!r}")
    return tuple(ks)


def _outputs(args) -> tuple[Path | None, Path | None]:
    """The report's JSON and Markdown paths, each checked writable now, so a finished evaluation is never lost to them."""
    out = Path(args.out).expanduser() if args.out else None
    markdown = Path(args.markdown).expanduser() if args.markdown else (out.with_suffix(".md") if out else None)
    for flag, path in (("--out", out), ("--markdown" if args.markdown else "--out (its Markdown summary)", markdown)):
        problem = unwritable(path) if path is not None else None
        if problem:
            raise UsageError(f"{flag} {path}: {problem}")
    return out, markdown


def _work(raw: str | None) -> Path | None:
    """``--work`` as a folder that exists (made now), or a UsageError naming why it cannot be."""
    if raw is None:
        return None
    work = Path(raw).expanduser()
    problem = "is a file, not a folder" if work.exists() and not work.is_dir() else unwritable(work / "probe")
    if problem is None:
        try:
            work.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            problem = f"cannot be made: {exc.strerror or exc}"
    if problem:
        raise UsageError(f"--work {raw}: {problem}")
    return work


def main(argv: list[str] | None = None) -> int:
    try:
        args = parser().parse_args(argv)
        if args.draws < 1:
            raise UsageError(f"--draws must be at least 1; got {args.draws}")
        if args.jobs < 1:
            raise UsageError(f"--jobs must be at least 1; got {args.jobs}")
        if args.device not in ("auto", "cpu") and not args.device.startswith("cuda:"):
            raise UsageError(f"--device expects auto, cpu or cuda:N; got {args.device!r}")
        ks = _ks(args.k)
        out, markdown = _outputs(args)
        work = _work(args.work)
        records = read_records(Path(args.dataset))
        predictions = read_predictions(Path(args.predictions), records)
    except UsageError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return USAGE
    from synth.evaluate import machine, report
    from synth.evaluate.run import evaluate

    found = machine.detect(args.device != "cpu", "cuda:0" if args.device == "auto" else args.device)
    if args.device.startswith("cuda:") and found.device is None:
        print(f"{PROG}: error: --device {args.device}: {found.device_reason}", file=sys.stderr)
        return USAGE
    settings = Settings(args.seed, args.draws, ks, args.keep, args.dataset, args.predictions)
    try:
        result = evaluate(records, predictions, settings, found, args.jobs, work, not args.no_progress)
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted: no report written", file=sys.stderr)
        return INTERRUPTED
    text = report.markdown(result)
    try:
        for path, data in ((out, json.dumps(result, indent=1, sort_keys=True) + "\n"), (markdown, text)):
            if path is not None:
                atomic_write(path, data)
    except OSError as exc:
        print(text)
        print(f"{PROG}: error: report NOT written: {exc.strerror or exc} ({exc.filename or path}); its summary is above", file=sys.stderr)
        return NOT_WRITTEN
    if markdown is None:
        print(text)
    s = result["summary"]
    print(f"pass@1 {s['pass@1'] if s['pass@1'] is not None else '-'} over {s['problems']} problems ({s['candidates']} candidates); "
          f"compile rate {s['compile_rate'] if s['compile_rate'] is not None else '-'}" + (f"; report {args.out}" if args.out else ""), file=sys.stderr)  # fmt: skip
    return WRITTEN
