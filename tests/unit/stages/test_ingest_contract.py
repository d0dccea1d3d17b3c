"""The contract between an ingesting process and the stages (``synth.stages.ingest.contract``): what a
child writes is read into typed parts and written back unchanged, and a key the contract does not
name is refused with the field to add, not dropped."""

import json
from pathlib import Path

import pytest

from synth.stages import ingest
from synth.stages.ingest import sources
from synth.stages.ingest.contract import ContractError, KernelEntry, LiftResult, ModuleIngest

MODULE = """
import warp as wp


@wp.kernel
def scale(a: wp.array[float], b: wp.array[float]):
    i = wp.tid()
    b[i] = 2.0 * a[i]


def test_scale():
    a = wp.array([1.0, 2.0, 3.0], dtype=float, device="cpu")
    b = wp.zeros(3, dtype=float, device="cpu")
    wp.launch(scale, dim=3, inputs=[a, b], device="cpu")
"""


@pytest.fixture(scope="module")
def ingested(tmp_path_factory) -> tuple[list, ModuleIngest]:
    """One test module ingested by a real child: a kernel launched by its test (captured inputs)."""
    folder = tmp_path_factory.mktemp("contract") / "mods"
    folder.mkdir()
    (folder / "test_scaled.py").write_text(MODULE)
    candidates = sources.all_candidates([str(folder)])
    (result,) = ingest.ingest_all(candidates, folder.parent / "cache", (90,), 1, ingest.Limits(timeout_s=120.0, run_timeout_s=120.0))
    return candidates, result


def test_a_childs_result_is_read_typed_and_written_back_unchanged(ingested):
    candidates, ingested = ingested
    assert ingested.finished and ingested.skipped is None, ingested.skipped
    (entry,) = ingested.kernels
    assert isinstance(entry, KernelEntry) and entry.case.kernel == "scale" and entry.inputs == "captured"
    assert entry.captured.dim == [3] and entry.captured.replays == ["exact"] and entry.build.launch == "wp.launch"
    assert isinstance(entry.lift, LiftResult)
    stored = json.loads(Path(ingested.file).read_text())
    assert ModuleIngest.from_dict(stored).to_dict() == stored
    (case,) = ingest.merge(candidates, [ingested]).cases
    assert ingest.entry_of(case) == entry  # what a module stage reads: the entry of the case's cache file


def test_a_key_the_contract_does_not_name_is_refused_with_the_field_to_add(ingested):
    _, ingested = ingested
    data = ingested.to_dict()
    data["kernels"][0]["lift"]["coverage"] = 1.0  # a key a child might add
    with pytest.raises(ContractError, match=r"LiftResult has no field coverage \(add it to synth/stages/ingest/contract.py"):
        ModuleIngest.from_dict(data)
    data = ingested.to_dict()
    del data["kernels"][0]["id"]
    with pytest.raises(ContractError, match="KernelEntry"):
        ModuleIngest.from_dict(data)


def test_the_ingest_cache_key_covers_every_harness_module_the_ingesting_process_imports():
    """A result is cached by the code that made it (``ingest.harness_files``): a module the child
    imports but the key leaves out (the printers of the lift's round trip were) would let a changed
    harness reuse a stale result."""
    import subprocess
    import sys

    imports = "import synth.stages.ingest.child, synth.stages.ingest.debug_run, synth.stages.ingest.source_alone, synth.warp.lift, synth.warp.lift_proof"
    show = "import sys, json; print(json.dumps(sorted(m.__file__ for n, m in list(sys.modules.items()) if n.startswith('synth') and getattr(m, '__file__', None))))"
    done = subprocess.run([sys.executable, "-c", f"{imports}\n{show}"], capture_output=True, text=True, timeout=300, check=True)
    imported = {Path(f).resolve() for f in json.loads(done.stdout.splitlines()[-1])}
    root = Path(ingest.__file__).resolve().parent
    covered = {f.resolve() for f in ingest.harness_files()} | {root / "__init__.py", root / "sources.py"}
    assert sorted(map(str, imported - covered)) == []
    assert root.parents[1] / "render" / "warp_python.py" in covered
