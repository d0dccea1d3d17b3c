"""``croissant.json``: valid Croissant 1.1 by ``mlcroissant``'s own checks, and its record sets load
to the very records of the JSONL files (the ``croissant`` extra: ``pip install -e '.[croissant]'``)."""

import hashlib
import json
import logging

import pytest

from synth.dataset.croissant import TEXT_FIELDS
from synth.dataset.finish import merge_and_publish
from synth.dataset.folder import FORMAT, ShardWriter, with_checksum

mlc = pytest.importorskip("mlcroissant", reason="the croissant extra is not installed: pip install -e '.[croissant]'")

MANIFEST = {"format": FORMAT, "warp": "1.19.0", "harness": "0.14.0", "python": "3.11.7", "nvcc": "13.0", "archs": "90"}


def record(n: int) -> dict:
    """A generated record, or (odd n) one of existing code: nulls, quotes, newlines and non-ASCII in its texts."""
    module = n % 2 == 1
    name = f"k_{n}"
    return {
        "id": f"lib-mod-{name}" if module else f"math-s{n:06d}", "kind": "warp_module" if module else "generated",
        "category": "lib" if module else "math", "seed": None if module else n, "kernel_name": name,
        "python_source": f'@wp.kernel\ndef {name}(a: wp.array[float]):\n    a[0] = {n}.0  # "é" \\t\n', "cpu_forward": f"// cpu {n}\n",
        "cpu_backward": "", "cuda_forward": f'extern "C" __global__ void {name}()', "cuda_backward": "x\r\ny",
        "cuda_standalone": None if module else f"int main() {{ return {n}; }}\n", "cuda_kernel": None if module else "__global__ void k() {}",
        "ptx": None if n % 3 else "// ptx\n", "resources": None, "launch": None, "build": None, "features": None, "statements": None,
        "ptx_entries": None, "captured_inputs": None, "checks": {"nvcc": {"passed": True}}, "versions": {"warp": "1.19.0"},
        "provenance": {"source": "lib", "module": "mod", "path": "mod.py", "kernel": name, "overload": None, "package": None, "version": None,
                       "licence": None, "inputs": "none", "line": 1, "launched_by": None} if module else None,
        "hash": hashlib.sha256(name.encode()).hexdigest(),
    }  # fmt: skip


@pytest.fixture
def folder(tmp_path):
    root = tmp_path / "data"
    writer = ShardWriter(root / ".shards" / "records-gw0-r.jsonl")
    for n in range(40):
        writer.append(with_checksum(record(n)))
    writer.close()
    (root / ".shards" / "manifest.json").write_text(json.dumps(MANIFEST))
    run = {"run": "r", "command": "pytest", "finished": "2026-11-28 10:00:00", "workers": 1, "duration_s": 1.0, "new_records": 40}
    run |= {"new_failures": 0, "records_per_s": 40.0, "skipped_cases": 0, "left_for_rerun": 0, "python": "3.11.7", "exitstatus": 0}
    merge_and_publish(root, (80, 10, 10), False, MANIFEST, lambda merged: run)
    return root


def test_croissant_json_is_valid_croissant_1_1_with_its_responsible_ai_fields(folder, caplog):
    with caplog.at_level(logging.WARNING):
        dataset = mlc.Dataset(jsonld=folder / "croissant.json")  # raises on any validation error
    assert not dataset.metadata.ctx.issues.errors
    assert "not standard" not in caplog.text  # the @context is Croissant's own
    document = json.loads((folder / "croissant.json").read_text())
    assert document["conformsTo"] == "http://mlcommons.org/croissant/1.1"
    for field in ("rai:dataCollection", "rai:dataPreprocessingProtocol", "rai:dataLimitations", "prov:wasDerivedFrom", "license"):
        assert document[field], field
    assert [e["name"] for e in document["prov:wasDerivedFrom"]] == ["generated kernels", "lib"]


def test_croissant_json_loads_to_the_records_of_the_jsonl_files(folder):
    dataset = mlc.Dataset(jsonld=folder / "croissant.json")
    splits = [s for s in ("train", "val", "test") if (folder / f"{s}.jsonl").read_text()]
    assert len(splits) >= 2
    for split in splits:
        expected = [json.loads(line) for line in (folder / f"{split}.jsonl").read_text().splitlines()]
        loaded = [
            {name: value.decode() if isinstance(value, bytes) else value for name, value in ((k.split("/", 1)[1], v) for k, v in row.items())}
            for row in dataset.records(split)
        ]
        assert loaded == [{name: r[name] for name, _ in TEXT_FIELDS} for r in expected], split
