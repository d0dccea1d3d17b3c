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


def test_a_stage_started_in_the_background_is_computed_once_off_the_calling_thread(tmp_path):
    """``Batch.start`` computes the stage on another thread; ``results`` then returns that
    computation (waiting for it, the wait counted apart), and ``close`` waits for one still running."""
    import threading

    from synth.stages import batch as batch_module

    calls, release = [], threading.Event()

    def slow_build(batch):
        calls.append(threading.current_thread().name)
        release.wait(5)
        return {c.id: len(calls) for c in batch.cases}

    batch = Batch("background", [GOOD, BAD], Settings(cache_dir=tmp_path))
    batch.start(slow_build)
    batch.start(slow_build)  # started once
    release.set()
    assert batch.results(slow_build) == {GOOD.id: 1, BAD.id: 1}
    assert batch.results(slow_build) == {GOOD.id: 1, BAD.id: 1} and len(calls) == 1
    assert calls[0] != threading.current_thread().name
    name = f"{slow_build.__module__}.{slow_build.__qualname__}"
    assert batch_module.STAGE_SECONDS[name] > 0 and name + batch_module.WAITED in batch_module.STAGE_SECONDS

    release.clear()
    other = Batch("background-close", [GOOD], Settings(cache_dir=tmp_path))
    other.start(slow_build)
    threading.Timer(0.2, release.set).start()
    other.close()  # returns only after the build finished
    assert len(calls) == 2 and release.is_set()


def test_a_batch_opens_only_the_background_builds_of_its_kind_of_case(tmp_path):
    """nvcc and g++ build generated cases: a batch of existing code starts neither (they would fail
    for every case on the background thread while the main one imports the code, see
    ``synth.plugin.core.pytest_collection_finish``); a batch of generated cases starts its builds."""
    from synth.model.module_case import KIND, ModuleCase
    from synth.stages.batch import Pipeline

    started = []

    def build(batch):
        started.append(batch.key)
        return {c.id: None for c in batch.cases}

    module_case = ModuleCase("tests", "modules.generic", "scale", "", "modules.generic", "/nowhere/generic.py", "modules/generic.py", "tests/modules")
    settings = Settings(cache_dir=tmp_path, background={Case.kind: (build,), KIND: ()})
    pipeline = Pipeline({"module": [module_case], "generated": [GOOD]}, settings)
    pipeline.batch(module_case)
    pipeline.batch(GOOD)
    pipeline.close()  # waits for the started builds
    assert started == ["generated"]


def test_with_builds_inline_a_stage_is_charged_its_child_processes_cpu_and_not_its_nested_stages(tmp_path, monkeypatch):
    """``INLINE_BUILDS``: ``start`` starts nothing, the stage runs where it is asked for, and
    ``STAGE_CPU`` charges it the CPU of the processes it ran; a stage it asks for keeps its own."""
    import collections
    import subprocess
    import sys

    from synth.stages import batch as batch_module

    spin = "import time\nt = time.process_time()\nwhile time.process_time() - t < 0.3: pass"

    def inner(batch):
        subprocess.run([sys.executable, "-c", spin], check=True)
        return {c.id: 0 for c in batch.cases}

    def outer(batch):
        batch.results(inner)
        subprocess.run([sys.executable, "-c", spin], check=True)
        return {c.id: 1 for c in batch.cases}

    monkeypatch.setenv(batch_module.INLINE_BUILDS, "1")
    monkeypatch.setattr(batch_module, "STAGE_CPU", collections.Counter())
    batch = Batch("inline", [GOOD], Settings(cache_dir=tmp_path))
    batch.start(outer)
    assert not batch._started
    assert batch.results(outer) == {GOOD.id: 1}
    cpu = {name.rsplit(".", 1)[-1]: seconds for name, seconds in batch_module.STAGE_CPU.items()}
    assert 0.3 <= cpu["outer"] < 0.6 and 0.3 <= cpu["inner"] < 0.6, cpu  # each its own child's 0.3 s and its own start-up, not the other's
