"""Exporting a case for a CUDA host: the files it writes, and --check against the reference."""

import numpy as np

from synth.export import check, export, main
from synth.generate.cases import parse_case_id
from synth.render.cuda.io import read_inputs
from synth.toolchain import emulate


def test_export_then_check_an_emulated_run(tmp_path):
    case_id = "vector-s000001"
    spec = parse_case_id(case_id).spec
    paths = export(case_id, tmp_path)
    assert [p.name for p in paths] == [f"{spec.name}.py", f"{spec.name}.cu", f"{spec.name}.in.bin", f"{spec.name}.expected.npz"]
    inputs = read_inputs(paths[2], spec)
    exe = emulate.build([spec], tmp_path / "emu")
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
