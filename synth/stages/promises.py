"""What the dataset card promises of a record's fields, checked on the record's own texts before
it is written: a record whose field is not what the card says fails with ``record_field``,
naming the field.

Generated kernels (``fields``):

- ``cuda_kernel`` compiles alone to the record's ``ptx``. The batch's kernels are compiled in one
  translation unit per distinct set of ``#include`` lines (each kernel's text, its includes
  hoisted, in a namespace of its own: a name or a type the kernel takes from outside its own text
  is then undefined); a unit that fails is compiled kernel by kernel, each text verbatim as a
  file of its own, so the failure names its kernel. A kernel whose PTX holds a device function
  nvcc did not inline is compiled as a file of its own anyway (``synth.toolchain.nvcc``: only
  there is the cut exact). nvcc's front end runs once per unit, not per kernel.
- ``ptx`` (and the PTX of every other architecture built) assembles with ``ptxas`` on its own,
  and ``resources`` are what that ptxas reports for the kernel's own function (one ptxas call per
  architecture for the whole batch, each PTX a file of its own; kernel by kernel when it fails).

Existing code (``module_fields``):

- ``ptx`` assembles with ``ptxas`` and defines every entry point ``ptx_entries`` names;
- ``python_source``, written to a file of its own and imported in a fresh process, builds the
  kernel's four IR texts equal to the record's, up to the ``<L n>`` line markers (the line numbers
  of the module the kernel was taken from).
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from dataclasses import dataclass, field
from itertools import zip_longest
from pathlib import Path

from synth.model.failures import StageFailure, StageSkipped, skipped_after
from synth.stages import modules, standalone_cuda
from synth.stages.batch import Batch, per_case
from synth.stages.ingest.source_alone import MADE_INSIDE
from synth.toolchain import build_cache, nvcc, process
from synth.warp import warp_ir
from synth.warp.kernel_source import missing_at_import

PTXAS_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class Kept:
    """The fields a record's check confirmed (the stage's value; its check entry says passed), and
    what this host could not check, with why (the record's check entry says so: ``not_checked``)."""

    fields: tuple[str, ...]
    not_checked: str | None = None
    # what a generated kernel's fields were compared with (its test checks the verdict against them):
    alone_ptx: str | None = None  # cuda_kernel compiled alone, at the first architecture
    ptxas: dict[int, dict[str, int]] = field(default_factory=dict)  # per architecture, ptxas's numbers for the kernel's own function

    def check_fields(self) -> dict:
        return {"not_checked": self.not_checked} if self.not_checked else {}


class PtxasTooOld(StageSkipped):
    """The PTX is of an ISA version newer than this ptxas reads (Warp's NVRTC is newer than the toolkit)."""


def _field_failure(field: str, message: str, artifacts: dict | None = None, known: str | None = None) -> StageFailure:
    return StageFailure("record_field", f"{field}: {message}", artifacts or {}, known)


# ----------------------------------------------------------------------------- cuda_kernel alone


def includes_and_code(kernel: str) -> tuple[str, str]:
    """A ``cuda_kernel`` text split into its leading ``#include`` lines (and the blank line after
    them) and the rest."""
    lines = kernel.splitlines(keepends=True)
    k = 0
    while k < len(lines) and lines[k].startswith("#include"):
        k += 1
    head = "".join(lines[:k])
    rest = lines[k:]
    if k and rest and not rest[0].strip():
        rest = rest[1:]
    return head, "".join(rest)


def alone_unit(kernels: dict[str, str]) -> str:
    """One translation unit for kernels sharing their include lines: the includes once, each
    kernel's code in ``namespace <name>``; a single kernel is its text verbatim."""
    if len(kernels) == 1:
        return next(iter(kernels.values()))
    heads = {includes_and_code(text)[0] for text in kernels.values()}
    if len(heads) != 1:
        raise ValueError("a unit of kernels alone holds kernels of one include set")
    chunks = [heads.pop()]
    for name, text in kernels.items():
        chunks.append(f"namespace {name} {{\n\n{includes_and_code(text)[1]}\n}}  // namespace {name}\n")
    return "\n".join(chunks)


def compile_alone(kernels: dict[str, str], arch: int, workdir: Path, cache: Path | None) -> dict[str, str]:
    """{name: PTX} of each ``cuda_kernel`` compiled without the rest of its file (see the module
    docstring); raises StageFailure when nvcc rejects the unit."""
    workdir.mkdir(parents=True, exist_ok=True)
    text = alone_unit(kernels)
    source = workdir / ("alone.cu" if len(kernels) > 1 else f"{next(iter(kernels))}.cu")
    source.write_text(text)
    ptx, _, _ = nvcc.build(source, (arch,), False, process.build_timeout(len(kernels)), {source.name: text}, cache)
    cut = nvcc.split_ptx(ptx[arch])
    if len(kernels) > 1:
        for name in kernels:
            if "\n.func " in cut.get(name, ""):  # the cut is exact only in a file of its own
                cut[name] = compile_alone({name: kernels[name]}, arch, workdir / name, cache)[name]
    missing = [n for n in kernels if n not in cut]
    if missing:
        raise StageFailure("record_field", f"cuda_kernel: compiled alone, its PTX has no entry {', '.join(missing)}", {source.name: text})
    return {name: cut[name] for name in kernels}


# ----------------------------------------------------------------------------- ptxas


def find_ptxas() -> Path:
    """ptxas beside nvcc, else on PATH; a skip without either."""
    found = nvcc.find_nvcc()
    if found is not None and (found.parent / "ptxas").is_file():
        return found.parent / "ptxas"
    which = shutil.which("ptxas")
    if which is None:
        raise StageSkipped("ptxas not found beside nvcc nor on PATH")
    return Path(which)


# A name a PTX module declares at module scope: an entry, a device function, a variable in global,
# constant or shared memory (``.global .align 4 .b8 __cudart_i2opi_f[24]``, the table of float sin/cos's slow path).
_MODULE_SYMBOL = re.compile(
    r"^(?:\.(?:visible|extern|weak)\s+)*(?:\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)|\.(?:global|const|shared)\s[^;=\[\n]*?([A-Za-z_$][\w$]*)\s*[\[;=])",
    re.M,
)


def module_symbols(ptx: str) -> set[str]:
    """The names ``ptx`` declares at module scope."""
    return {a or b for a, b in _MODULE_SYMBOL.findall(ptx)}


def disjoint_groups(ptx: dict[str, str]) -> list[list[str]]:
    """The names of ``ptx`` in groups whose texts declare no module-scope name twice, first fit in
    the given order. ptxas given several files that define one name fails, or crashes (ptxas
    13.0: SIGSEGV from three copies of float sin/cos's table, which every kernel that calls them
    carries), so each group is one call where each file is still a module of its own."""
    groups: list[tuple[list[str], set[str]]] = []
    for name, text in ptx.items():
        symbols = module_symbols(text)
        group = next((g for g in groups if not g[1] & symbols), None)
        if group is None:
            groups.append(([name], set(symbols)))
        else:
            group[0].append(name)
            group[1].update(symbols)
    return [names for names, _ in groups]


def assemble(ptx: dict[str, str], arch: int, workdir: Path, cache: Path | None = None) -> dict[str, dict[str, int]]:
    """Every PTX text (by name) assembled by ptxas for ``arch``, each a module of its own, one call
    per ``disjoint_groups`` group: {name: ptxas -v numbers of the entries it defines, by entry};
    raises StageFailure when ptxas rejects one (``per_case`` then finds which)."""
    found: dict[str, dict[str, int]] = {}
    for k, names in enumerate(disjoint_groups(ptx)):
        found |= _assemble_group({n: ptx[n] for n in names}, arch, workdir / f"group{k}", cache)
    return found


def _assemble_group(ptx: dict[str, str], arch: int, workdir: Path, cache: Path | None) -> dict[str, dict[str, int]]:
    """``assemble`` of texts that declare no module-scope name twice: one ptxas call (or its cached report)."""
    ptxas = find_ptxas()
    workdir.mkdir(parents=True, exist_ok=True)
    files = []
    for name, text in ptx.items():
        path = workdir / f"{name}.sm_{arch}.ptx"
        path.write_text(text)
        files.append(path)
    key = build_cache.key_of("ptxas", str(ptxas), process.version(str(ptxas)), str(arch), *ptx.values()) if cache is not None else ""
    hit = build_cache.lookup(cache, key) if cache is not None else None
    if hit is not None:
        report = (hit / "ptxas.txt").read_text()
    else:
        argv = [str(ptxas), "-v", f"-arch=sm_{arch}", "-o", str(workdir / f"sm_{arch}.cubin"), *map(str, files)]
        try:
            proc = process.run(argv, PTXAS_TIMEOUT_S + 1.0 * len(files))
        except process.ToolTimeout as exc:
            raise StageFailure("timeout", f"ptxas ran past its limit: {exc}") from None
        except process.ToolNotStarted as exc:
            raise StageFailure("crash", str(exc)) from None
        if proc.returncode != 0:
            first = next((line for line in proc.stderr.splitlines() if "error" in line or "fatal" in line), proc.stderr.strip()[:300])
            old = re.search(r"Unsupported \.version ([\d.]+); current version is '([\d.]+)'", proc.stderr)
            if old:
                raise PtxasTooOld(f"ptx: not assembled here: its PTX ISA is {old[1]}, this host's ptxas reads up to {old[2]}")
            label = "crash" if proc.returncode < 0 else "record_field"
            raise StageFailure(label, f"ptx: ptxas rejects it ({proc.how}): {first}", {"ptxas.stderr": proc.stderr, **{p.name: p.read_text() for p in files}})
        report = proc.stderr + proc.stdout
        if cache is not None:
            build_cache.store(cache, key, {"ptxas.txt": report})
    numbers = nvcc.parse_ptxas(report).get(arch, {})
    return {name: {e: numbers[e] for e in re.findall(r"^\.visible \.entry (\w+)\(", text, re.M) if e in numbers} for name, text in ptx.items()}


# ----------------------------------------------------------------------------- generated kernels


def fields(batch: Batch) -> dict:
    """Per case: ``Kept`` (cuda_kernel, ptx, resources as the card says), a ``record_field``
    failure naming the field, or a skip when the nvcc stage did not pass."""
    files = batch.results(standalone_cuda.sources)
    built = batch.results(standalone_cuda.nvcc_build)
    results, ready = {}, []
    for case in batch.cases:
        if isinstance(built[case.id], (StageFailure, StageSkipped)):
            results[case.id] = skipped_after(built[case.id], "nvcc's PTX and resources to check (see test_nvcc_compiles)")
        else:
            ready.append(case)
    if not ready:
        return results
    first = min(batch.settings.archs)
    cache = standalone_cuda.build_folder(batch)
    work = batch.workdir / "promises"

    groups: dict[str, list] = {}
    for case in ready:
        groups.setdefault(includes_and_code(files[case.id].kernel)[0], []).append(case)
    alone: dict = {}
    for k, cases in enumerate(groups.values()):

        def build(group: list, k=k) -> dict:
            folder = work / (f"group{k}" if len(group) > 1 else group[0].kernel_name)
            ptx = compile_alone({c.kernel_name: files[c.id].kernel for c in group}, first, folder, cache)
            return {c.id: ptx[c.kernel_name] for c in group}

        alone.update(per_case(cases, build, _as_kernel_failure))

    assembled: dict = {case.id: {} for case in ready}
    for arch in sorted(built[ready[0].id].ptx):

        def run_ptxas(group: list, arch=arch) -> dict:
            numbers = assemble({c.kernel_name: built[c.id].ptx[arch] for c in group}, arch, work / f"ptxas{len(group)}", cache)
            return {c.id: numbers[c.kernel_name] for c in group}

        for case_id, value in per_case(ready, run_ptxas).items():
            if isinstance(assembled[case_id], dict):
                assembled[case_id] = value if isinstance(value, (StageFailure, StageSkipped)) else {**assembled[case_id], arch: value}

    for case in ready:
        results[case.id] = _judge(case, files[case.id], built[case.id], alone[case.id], assembled[case.id], first)
    return results


def _as_kernel_failure(cases: list, exc: Exception) -> StageFailure:
    """A unit of kernels alone that nvcc rejects: for one kernel, its ``cuda_kernel`` field does not compile alone."""
    if isinstance(exc, StageFailure) and exc.label == "nvcc_error" and len(cases) == 1:
        return _field_failure("cuda_kernel", f"does not compile alone: {exc.message}", exc.artifacts)
    if isinstance(exc, StageFailure):
        return exc
    return StageFailure("crash", f"{type(exc).__name__}: {exc}")


def _judge(case, file, result: nvcc.NvccResult, alone, assembled, first: int):
    if isinstance(alone, (StageFailure, StageSkipped)):
        return alone
    if isinstance(assembled, (StageFailure, StageSkipped)):
        return assembled
    name = case.kernel_name
    if alone != result.ptx[first]:
        lines = list(zip_longest(alone.splitlines(), result.ptx[first].splitlines()))
        at = next((k for k, (a, b) in enumerate(lines) if a != b), len(lines))  # past the last line: a final newline
        return _field_failure("cuda_kernel", f"compiled alone, its PTX differs from the record's ptx (sm_{first}) at line {at + 1}", {"cuda_kernel.cu": file.kernel, "alone.ptx": alone, "ptx.ptx": result.ptx[first]})
    for arch, numbers in sorted(assembled.items()):
        if name not in numbers:
            return _field_failure("ptx", f"sm_{arch}: ptxas reports no entry function {name}")
        if result.resources.get(arch) != numbers[name]:
            return _field_failure("resources", f"sm_{arch}: the record has {result.resources.get(arch)}, ptxas reports {numbers[name]} for {name}")
    return Kept(("cuda_kernel", "ptx", "resources"), alone_ptx=alone, ptxas={arch: numbers[name] for arch, numbers in sorted(assembled.items())})


# ----------------------------------------------------------------------------- existing code


def module_fields(batch: Batch) -> dict:
    """Per case: ``Kept`` (ptx, ptx_entries, python_source and the IR texts as the card says),
    a ``record_field`` failure naming the field, or a skip when its texts or PTX did not pass."""
    texts, ptx = batch.results(modules.codegen), batch.results(modules.ptx)
    results, ready = {}, []
    for case in batch.cases:
        missing = next((v for v in (texts[case.id], ptx[case.id]) if isinstance(v, (StageFailure, StageSkipped))), None)
        if missing is not None:
            results[case.id] = skipped_after(missing, "the record's texts and PTX to check (see the module_codegen and module_nvrtc tests)")
        else:
            ready.append(case)
    if not ready:
        return results
    first = min(batch.settings.archs)
    work = batch.workdir / "promises"
    cache = batch.settings.cache_dir / "builds"

    def run_ptxas(group: list) -> dict:
        numbers = assemble({c.id: ptx[c.id].ptx[first] for c in group}, first, work / f"ptxas{len(group)}", cache)
        return {c.id: numbers[c.id] for c in group}

    assembled = per_case(ready, run_ptxas)
    alone = source_alone(ready, texts, work)
    for case in ready:
        results[case.id] = _judge_module(case, texts[case.id], ptx[case.id], assembled[case.id], alone.get(case.id), first)
    return results


def _judge_module(case, texts, ptx, assembled, alone, first: int):
    not_checked = None
    if isinstance(assembled, PtxasTooOld):  # the entries are still read from the text
        not_checked = assembled.reason
        assembled = {e: {} for e in re.findall(r"^\.visible \.entry (\w+)\(", ptx.ptx[first], re.M)}
    if isinstance(assembled, (StageFailure, StageSkipped)):
        return assembled
    entries = {re.sub(r"_[0-9a-f]{7,}_cuda_kernel_", "_cuda_kernel_", e) for e in assembled}
    lacking = [e for e in ptx.entries[first] if e not in entries]
    if lacking or not ptx.entries[first]:
        return _field_failure("ptx_entries", f"the ptx defines no entry {', '.join(lacking) or '(none listed)'} (it defines {', '.join(sorted(entries))})")
    if isinstance(alone, (StageFailure, StageSkipped)):
        return alone
    for kind in sorted(texts.ir):
        built, recorded = without_line_markers(alone[kind]), without_line_markers(texts.ir[kind])
        if built != recorded:
            # only the kernel's attributes differ: module options its program set while it ran (Warp's test_cluster_dim sets cluster_dim so)
            options = warp_ir.without_attributes(built) == warp_ir.without_attributes(recorded)
            known = f"python_source: {kind}'s kernel attributes come from module options its program set while it ran, which no text of it says" if options else None
            known = known or (f"python_source: not written to run alone: {texts.not_alone}" if texts.not_alone else None)
            return _field_failure("python_source", f"imported alone, it builds a {kind} text other than the record's", {f"{kind}.alone": alone[kind], f"{kind}.record": texts.ir[kind], "python_source.py": texts.python_source}, known)
    checked = ("ptx_entries", "python_source", *sorted(texts.ir))
    return Kept(checked if not_checked else ("ptx", *checked), not_checked)


LINE_MARKER = re.compile(r"\s*<L \d+>$", re.M)
SOURCE_LINE = re.compile(r"(//\s*)(?!<warp>/)\S+\.py:\d+")
LINE_DIRECTIVE = re.compile(r'^(\s*#line )\d+ "(?!<warp>/)[^"]+\.py"', re.M)


def without_line_markers(text: str) -> str:
    """An IR text without what names the file the kernel was built from: Warp's ``<L n>``
    source-line markers, the ``file.py:line`` of its line comments and the line and file of a debug
    build's ``#line`` directives (Warp's own files kept)."""
    return LINE_DIRECTIVE.sub(r"\1<source>", SOURCE_LINE.sub(r"\1<source>", LINE_MARKER.sub("", text)))


SOURCE_ALONE_S = 120.0  # a fresh process: Warp's import (~2 s) and each kernel's codegen (well under a second)


def _why_not_alone(error: str, text: str) -> str:
    """The failure's message: the fresh process's error, and the names the text reads at import
    without defining them, when there are (values the program made while it ran, such as a fem
    kernel's ``self``, which no module-level text can name: such a kernel stays out of the dataset)."""
    missing = missing_at_import(text)
    why = f"does not build alone in a fresh process: {error}"
    if missing:
        why += f" [not written to run alone: its text reads at import names it does not define ({', '.join(missing)}), values of its program's run]"
    return why


def source_alone(cases: list, texts: dict, work: Path) -> dict:
    """Each case's ``python_source`` written to a file of its own and imported in one fresh
    process (``synth.stages.ingest.source_alone``), its kernel's four IR texts built as the record's were:
    {case id: {kind: text}} or its ``record_field`` failure."""
    work.mkdir(parents=True, exist_ok=True)
    jobs = []
    for k, case in enumerate(cases):
        value = texts[case.id]
        path = work / f"source_{k}.py"
        path.write_text(value.python_source)
        made_inside = sorted(set(re.findall(rf"\w*{MADE_INSIDE}\w*", "\n".join(getattr(value, "ir", {}).values()))))  # the keys a lifted function is built under
        jobs.append({"id": case.id, "file": str(path), "kernel": case.kernel, "overload": case.overload, "block_dim": value.build["block_dim"], "arch": value.build["cuda_arch"], "made_inside": made_inside})
    job_file = work / "source_alone.json"
    job_file.write_text(json.dumps(jobs))
    try:
        proc = process.run([sys.executable, "-m", "synth.stages.ingest.source_alone", str(job_file)], SOURCE_ALONE_S + 10.0 * len(cases), cwd=work)
    except process.ToolTimeout as exc:
        return {c.id: StageFailure("timeout", f"importing the python_source alone: {exc}") for c in cases}
    found = {}
    for line in proc.stdout.splitlines():
        if line.startswith('{"synth_source_alone":'):
            entry = json.loads(line)["synth_source_alone"]
            found[entry["id"]] = entry
    results = {}
    for case in cases:
        entry = found.get(case.id)
        if entry is None:
            results[case.id] = StageFailure("crash", f"the fresh process importing python_source ended with {proc.how} before this kernel: {proc.stderr.strip()[-500:]}")
        elif "error" in entry:
            text = texts[case.id].python_source
            missing = missing_at_import(text)  # known before the import: names only its program's run defines (a fem kernel's self)
            known = f"python_source: not written to run alone: it reads at import names it does not define ({', '.join(missing)})" if missing else None
            not_alone = getattr(texts[case.id], "not_alone", "")  # known from the kernel Warp built (synth.warp.kernel_source.not_written_alone)
            known = known or (f"python_source: not written to run alone: {not_alone}" if not_alone else None)
            results[case.id] = _field_failure("python_source", _why_not_alone(entry["error"], text), {"python_source.py": text}, known)
        else:
            results[case.id] = entry["ir"]
    return results
