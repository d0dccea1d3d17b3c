"""A failure in one case of a batch is charged to that case, with the same label whatever the batch size."""

from synth.generate.cases import Case
from synth.model.failures import StageFailure
from synth.stages import codegen
from synth.stages.batch import Batch, Settings

GOOD, BAD = Case("arithmetic", 0), Case("arithmetic", 1)


def test_failure_labels_do_not_depend_on_batch_size(monkeypatch, tmp_path):
    real = codegen.import_case_kernel

    def import_or_fail(batch, case):
        if case == BAD:
            raise SyntaxError("planted: this kernel file does not import")
        return real(batch, case)

    monkeypatch.setattr(codegen, "import_case_kernel", import_or_fail)
    settings = Settings(cache_dir=tmp_path)
    together = Batch("together", [GOOD, BAD], settings)
    alone = Batch("alone", [BAD], settings)
    for stage in (codegen.bound, codegen.ir, codegen.cpu_kernels, codegen.ptx):
        in_batch, by_itself = together.results(stage)[BAD.id], alone.results(stage)[BAD.id]
        assert isinstance(in_batch, StageFailure) and isinstance(by_itself, StageFailure), stage.__name__
        assert in_batch.label == by_itself.label == "codegen_error", stage.__name__
        assert not isinstance(together.results(stage)[GOOD.id], StageFailure), stage.__name__
