"""``python -m synth.evaluate``'s inputs and outputs: every bad one is exit 4 naming it, found before any candidate runs.

The evaluation itself is replaced by a function that fails the test: a refusal must come first,
never after a finished run (which the probes saw end in a traceback, its results lost).
"""

from __future__ import annotations

import json
import os

import pytest

from synth.evaluate import cli

RECORD = {"id": "arithmetic-s000017", "cuda_kernel": "", "python_source": ""}
GOOD = {"id": RECORD["id"], "target": "cuda_kernel", "candidates": ["x"]}
NOT_UTF8 = b'{"id": "arithmetic-s000017", "target": "cuda_kernel", "candidates": ["\xff\xfe"]}'


@pytest.fixture
def files(tmp_path, monkeypatch):
    """A dataset file of one record and a predictions file of one good line; the evaluation must not start."""

    def no_evaluation(*args, **kwargs):
        raise AssertionError("the evaluation started before the refusal")

    monkeypatch.setattr("synth.evaluate.run.evaluate", no_evaluation)
    data = tmp_path / "test.jsonl"
    data.write_text(json.dumps(RECORD) + "\n")
    preds = tmp_path / "preds.jsonl"
    preds.write_text(json.dumps(GOOD) + "\n")
    return data, preds


def _refused(argv, capsys) -> str:
    assert cli.main([str(a) for a in argv]) == cli.USAGE
    return capsys.readouterr().err


@pytest.mark.parametrize(
    "line, message",
    [
        (json.dumps({**GOOD, "id": ["arithmetic-s000017"]}).encode(), "line 2: id must be a string"),
        (json.dumps({**GOOD, "id": {"a": 1}}).encode(), "line 2: id must be a string"),
        (json.dumps({**GOOD, "target": ["cuda_kernel"]}).encode(), "line 2: target ['cuda_kernel'] is not one of"),
        (json.dumps({**GOOD, "candidates": [123, None]}).encode(), "line 2: candidate 0 is int 123, not a text"),
        (json.dumps({**GOOD, "candidates": ["ok", None]}).encode(), "line 2: candidate 1 is NoneType None, not a text"),
        (NOT_UTF8, f"line 2: not UTF-8 (byte 0xff at column {NOT_UTF8.index(0xFF) + 1})"),
        (b"[" * 100_000, "line 2: not JSON"),
    ],
    ids=["id-a-list", "id-an-object", "target-a-list", "candidates-not-texts", "a-null-candidate", "not-utf8", "nested-too-deep"],
)
def test_a_bad_prediction_line_is_exit_4_naming_it(line, message, files, capsys):
    data, preds = files
    preds.write_bytes(json.dumps({**GOOD, "target": "python_source"}).encode() + b"\n" + line + b"\n")
    err = _refused([data, preds], capsys)
    assert f"PREDICTIONS {preds} {message}" in err, err
    assert "Traceback" not in err


def test_a_dataset_line_that_is_not_utf8_is_exit_4_naming_it(files, capsys):
    data, preds = files
    bad = b'{"id": "a\xc3"}'
    data.write_bytes(json.dumps(RECORD).encode() + b"\n" + bad + b"\n")
    assert f"DATASET {data} line 2: not UTF-8 (byte 0xc3 at column {bad.index(0xC3) + 1})" in _refused([data, preds], capsys)


@pytest.mark.parametrize("which", ["DATASET", "PREDICTIONS"])
def test_a_fifo_for_an_input_is_refused_not_opened(which, files, tmp_path, capsys):
    """A FIFO would block the open for ever with no writer; it is named and refused."""
    data, preds = files
    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)
    argv = [fifo, preds] if which == "DATASET" else [data, fifo]
    assert f"{which} {fifo}: not a regular file" in _refused(argv, capsys)


@pytest.mark.parametrize(
    "option, make, message",
    [
        ("--out", lambda t: t / "afile" / "report.json", "afile is a file, not a folder"),
        ("--out", lambda t: t / "adir", "is a folder, not a file"),
        ("--markdown", lambda t: t / "adir", "is a folder, not a file"),
        ("--markdown", lambda t: t / "afile" / "sub" / "r.md", "afile is a file, not a folder"),
        ("--out", lambda t: t / ("r" * 300 + ".json"), "File name too long"),
        ("--work", lambda t: t / "afile", "is a file, not a folder"),
        ("--work", lambda t: t / "afile" / "sub", "afile is a file, not a folder"),
    ],
    ids=[
        "out-under-a-file",
        "out-a-folder",
        "markdown-a-folder",
        "markdown-under-a-file",
        "out-name-too-long",
        "work-a-file",
        "work-under-a-file",
    ],
)
def test_an_output_that_cannot_be_written_is_refused_before_the_work(option, make, message, files, tmp_path, capsys):
    data, preds = files
    (tmp_path / "afile").write_text("x")
    (tmp_path / "adir").mkdir()
    target = make(tmp_path)
    err = _refused([data, preds, option, target], capsys)
    assert f"{option} {target}: " in err and message in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["adir", "afile", "preds.jsonl", "test.jsonl"], "the refusal left something behind"


def test_the_markdown_beside_out_is_checked_too(files, tmp_path, capsys):
    data, preds = files
    (tmp_path / "report.md").mkdir()
    err = _refused([data, preds, "--out", tmp_path / "report.json"], capsys)
    assert f"--out (its Markdown summary) {tmp_path / 'report.md'}: is a folder, not a file" in err


def test_a_report_the_disk_refuses_after_the_work_is_exit_3_with_the_summary_printed(files, tmp_path, monkeypatch, capsys):
    """The one failure a check before the work cannot see (the disk fills during it): exit 3, the summary on stdout."""
    data, preds = files
    result = {"results": [], "summary": {"pass@1": 0.5, "problems": 1, "candidates": 2, "compile_rate": 1.0}}
    monkeypatch.setattr("synth.evaluate.run.evaluate", lambda *a, **k: result)
    monkeypatch.setattr("synth.evaluate.report.markdown", lambda r: "| all | 50.0% |")

    def full(path, data, durable=True):
        raise OSError(28, "No space left on device", str(path))

    monkeypatch.setattr(cli, "atomic_write", full)
    out = tmp_path / "report.json"
    assert cli.main([str(data), str(preds), "--out", str(out), "--device", "cpu", "--no-progress"]) == cli.NOT_WRITTEN
    captured = capsys.readouterr()
    assert "| all | 50.0% |" in captured.out
    assert f"report NOT written: No space left on device ({out})" in captured.err
    assert not out.exists()


def test_an_interrupted_evaluation_is_exit_2_and_writes_no_report(files, tmp_path, monkeypatch, capsys):
    data, preds = files

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("synth.evaluate.run.evaluate", interrupted)
    out = tmp_path / "report.json"
    assert cli.main([str(data), str(preds), "--out", str(out), "--device", "cpu", "--no-progress"]) == cli.INTERRUPTED
    assert "interrupted: no report written" in capsys.readouterr().err and not out.exists()
