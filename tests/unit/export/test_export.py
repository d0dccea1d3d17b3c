"""Exporting a case for a CUDA host: the files it writes, and --check against the reference."""

import os

import numpy as np
import pytest

from synth.export import USAGE, check, export, main
from synth.generate.cases import parse_case_id
from synth.render.cuda.io import read_inputs
from synth.stages import cuda_builds
from synth.toolchain import emulate


def test_export_then_check_an_emulated_run(tmp_path):
    case_id = "vector-s000001"
    spec = parse_case_id(case_id).spec
    paths = export(case_id, tmp_path)
    assert [p.name for p in paths] == [f"{spec.name}.py", f"{spec.name}.cu", f"{spec.name}.in.bin", f"{spec.name}.expected.npz"]
    inputs = read_inputs(paths[2], spec)
    exe = cuda_builds.build_emulation([spec], tmp_path / "emu")
    ran = emulate.run_all(exe, [spec], {spec.name: inputs}, tmp_path / "emu")[spec.name]
    assert isinstance(ran, dict), ran
    out_file = tmp_path / "emu" / f"{spec.name}.out.bin"
    assert check(case_id, tmp_path, out_file) == []
    assert main([case_id, str(tmp_path), "--check", str(out_file)]) == 0

    # a wrong result is caught
    expected = dict(np.load(paths[3]))
    name = spec.outputs[0].name
    np.savez(paths[3], **{**expected, name: expected[name] + 1.0})
    assert check(case_id, tmp_path, out_file) and main([case_id, str(tmp_path), "--check", str(out_file)]) == 1


CASE = "vector-s000001"


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """The case exported once (a Warp CPU run); tests copy what they change."""
    folder = tmp_path_factory.mktemp("exported")
    export(CASE, folder)
    return folder


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda t: (t / "afile").write_text("x") and t / "afile", "is a file, not a folder"),
        (lambda t: (t / "afile").write_text("x") and t / "afile" / "sub", "afile is a file, not a folder"),
        (
            lambda t: (t / "out").mkdir() or (t / "out" / f"{parse_case_id(CASE).spec.name}.cu").mkdir() or t / "out",
            ".cu is a folder, not a file",
        ),
    ],
    ids=["folder-a-file", "folder-under-a-file", "an-output-a-folder"],
)
def test_a_folder_that_cannot_take_the_files_is_exit_4_before_the_reference_runs(make, message, tmp_path, monkeypatch, capsys):
    monkeypatch.setattr("synth.export.export", lambda *a: pytest.fail("the export started before the refusal"))
    folder = make(tmp_path)
    assert main([CASE, str(folder)]) == USAGE
    err = capsys.readouterr().err
    assert f"FOLDER {folder}: " in err and message in err, err


def _fifo(path):
    os.mkfifo(path)
    return path


@pytest.mark.parametrize(
    "make_output, message",
    [
        (lambda t: t / "missing.out.bin", "no such file"),
        (lambda t: (t / "foreign.bin").write_bytes(b"PK\x03\x04 not ours") and t / "foreign.bin", "not an output file"),
        (lambda t: (t / "short.bin").write_bytes(b"") or t / "short.bin", "not an output file"),
        (lambda t: _fifo(t / "fifo.bin"), "not a regular file"),
        (lambda t: t, "not a regular file"),
    ],
    ids=["missing", "foreign", "empty", "fifo", "a-folder"],
)
def test_a_check_file_that_is_not_this_cases_output_is_exit_4_naming_it(make_output, message, exported, tmp_path, capsys):
    output = make_output(tmp_path)
    assert main([CASE, str(exported), "--check", str(output)]) == USAGE
    err = capsys.readouterr().err
    assert f"--check {output}: " in err and message in err, err


def test_a_check_without_a_reference_or_with_a_foreign_one_is_exit_4(exported, tmp_path, capsys):
    name = parse_case_id(CASE).spec.name
    output = tmp_path / "x.out.bin"
    output.write_bytes(b"")
    assert main([CASE, str(tmp_path), "--check", str(output)]) == USAGE
    assert (
        f"{tmp_path / (name + '.expected.npz')}: no reference exported there; run python -m synth.export {CASE} {tmp_path} first"
        in capsys.readouterr().err
    )
    (tmp_path / f"{name}.expected.npz").write_bytes(b"not a zip")
    assert main([CASE, str(tmp_path), "--check", str(output)]) == USAGE
    assert "not a reference this command wrote" in capsys.readouterr().err
    np.savez(tmp_path / f"{name}.expected.npz", other=np.zeros(3))
    assert main([CASE, str(tmp_path), "--check", str(output)]) == USAGE
    assert "holds arrays ['other']" in capsys.readouterr().err


def test_bad_arguments_are_exit_4_not_argparses_2(capsys):
    assert main([]) == USAGE
    assert "the following arguments are required" in capsys.readouterr().err
    assert main(["nope-s1", "out"]) == USAGE
    assert "not a case id: 'nope-s1'" in capsys.readouterr().err
