"""The second launch shape's emulation runs once per batch build, and what goes wrong there stays its case's."""

import numpy as np

from synth.generate.cases import Case
from synth.model.failures import StageFailure
from synth.render.cuda import units
from synth.stages import second_shape
from synth.stages.batch import Batch, Settings
from synth.toolchain import emulate

CASES = [Case("arithmetic", 0), Case("arithmetic", 1), Case("vector", 0)]


def test_the_batch_runs_its_second_shapes_in_one_process_and_a_wrong_output_fails_its_case_alone(tmp_path, monkeypatch):
    real, calls = emulate.run_all, []

    def run_all(exe, specs, inputs, workdir, **kw):
        calls.append([s.name for s in specs])
        got = real(exe, specs, inputs, workdir, **kw)
        planted = units.resized_name(CASES[1].spec)
        for outputs in got[planted]:  # one element off in every draw of one case
            name = next(iter(outputs))
            outputs[name] = np.array(outputs[name], copy=True)
            outputs[name].flat[0] += 1.0
        return got

    monkeypatch.setattr(emulate, "run_all", run_all)
    batch = Batch("unit-second-shape", CASES, Settings(tmp_path))
    results = {c.id: batch.value(c, second_shape.check) if c != CASES[1] else batch.results(second_shape.check)[c.id] for c in CASES}
    assert calls == [[units.resized_name(c.spec) for c in CASES]]  # the own shapes' emulation runs no resized case
    failed = results[CASES[1].id]
    assert isinstance(failed, StageFailure) and failed.label == "mismatch" and failed.message.startswith("at the second launch shape")
    assert all(isinstance(results[c.id], second_shape.SecondShape) for c in (CASES[0], CASES[2])), results
