"""nvcc: compile the standalone .cu files to PTX and to executables, and read ptxas's resource report.

One nvcc call for a whole batch (each case in its own namespace, see
``synth.render.cuda.units.nvcc_unit``) costs about what one call for one case does, so a batch is
compiled at once: one executable build with ``-Xptxas -v -keep``, whose kept PTX is the text
``nvcc -ptx`` writes (one front end instead of two; ``nvcc -ptx`` per arch when no executable
is wanted). A failed batch build raises; the stages then compile every
case alone from its standalone .cu (``synth.stages.batch.per_case``), so an error is charged to
the case that caused it. Kernels are
``extern "C"``, so a kernel's PTX cut out of the batch's PTX is the text the standalone
file compiles to.

Without nvcc (not on PATH, no ``$CUDA_HOME/bin/nvcc``) a build raises ``NvccNotFound``, a
``StageSkipped`` whose reason says where nvcc was looked for; every case of the batch skips.
"""

from __future__ import annotations

import os
import re
import shutil
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

from synth.model.failures import StageFailure, StageSkipped
from synth.render.cuda.units import NvccUnit
from synth.toolchain import build_cache, process, sandbox

DEFAULT_ARCHS = (90,)


class NvccNotFound(StageSkipped):
    """nvcc is not installed where we look; tests that need it skip with this reason."""


def find_nvcc() -> Path | None:
    """nvcc on PATH, else ``$CUDA_HOME/bin/nvcc``; None when neither exists."""
    found = shutil.which("nvcc")
    if found:
        return Path(found)
    home = os.environ.get("CUDA_HOME")
    if home and os.access(Path(home) / "bin" / "nvcc", os.X_OK):
        return Path(home) / "bin" / "nvcc"
    return None


def require_nvcc() -> Path:
    nvcc = find_nvcc()
    if nvcc is None:
        home = os.environ.get("CUDA_HOME")
        where = f"$CUDA_HOME/bin/nvcc ({home}/bin/nvcc) does not exist" if home else "CUDA_HOME is not set"
        raise NvccNotFound(f"nvcc not found: not on PATH, and {where}; install the CUDA toolkit or set CUDA_HOME")
    return nvcc


def nvcc_version(nvcc: Path | None = None) -> str:
    """The release line of ``nvcc --version``, e.g. ``Cuda compilation tools, release 13.0, V13.0.88``;
    raises process.ToolBroken (once known, at once) when nvcc cannot say it."""
    out = process.version(str(nvcc or require_nvcc()))
    lines = [line for line in out.splitlines() if "release" in line]
    return lines[-1].strip() if lines else out.strip()


def supported_archs() -> set[int] | None:
    """The compute capabilities this nvcc compiles for (``nvcc --list-gpu-arch``); None without a working nvcc."""
    nvcc = find_nvcc()
    if nvcc is None:
        return None
    try:
        proc = process.run([str(nvcc), "--list-gpu-arch"], process.VERSION_TIMEOUT_S)
    except (process.ToolTimeout, process.ToolNotStarted):
        return None
    archs = {int(m) for m in re.findall(r"compute_(\d+)", proc.stdout)}
    return archs if proc.returncode == 0 and archs else None


@dataclass
class NvccResult:
    """One kernel's compile products.

    ``ptx``: {arch: the kernel's PTX}; ``resources``: {arch: ptxas -v numbers}, from the
    executable build (empty when built without one); ``command`` + [inputs, outputs] runs
    the kernel (a batch executable takes the case name first).
    """

    name: str
    ptx: dict[int, str]
    resources: dict[int, dict[str, int]]
    command: tuple[str, ...] = ()
    seconds: float = 0.0  # this kernel's share of the nvcc wall time
    batch_size: int = 1
    timings: dict[str, float] = field(default_factory=dict)  # wall time of each nvcc call of the build


# ----------------------------------------------------------------------------- nvcc calls


def _run(argv: list[str], timeout: float, artifacts: dict, contain: sandbox.Contained | None = None) -> tuple[str, float]:
    """Run one nvcc command; returns (stderr, seconds). Errors and timeouts are StageFailures.
    ``contain``: run it sandboxed, for source text that is not ours (``synth.evaluate``)."""
    try:
        proc = process.run(argv, timeout, contain=contain)
    except process.ToolTimeout as exc:
        raise StageFailure("timeout", f"nvcc ran past {timeout:g} s and was killed: {' '.join(argv)}", {**artifacts, "nvcc.stderr": exc.stderr}) from None
    except process.ToolNotStarted as exc:
        raise StageFailure("crash", str(exc), artifacts) from None
    if proc.returncode != 0:
        stderr = proc.stdout + proc.stderr
        first = next((line for line in stderr.splitlines() if "error" in line), stderr.strip()[:300]) or "no output"
        label = "crash" if proc.returncode < 0 else "nvcc_error"  # killed by a signal: the tool's fault, not the kernel's
        raise StageFailure(label, f"nvcc ended with {proc.how}: {first}", {**artifacts, "nvcc.stderr": stderr})
    return proc.stderr, proc.seconds


def ptx_command(nvcc: Path, source: Path, arch: int, out: Path) -> list[str]:
    return [str(nvcc), "-ptx", f"-arch=sm_{arch}", "-o", str(out), str(source)]


def executable_command(nvcc: Path, source: Path, archs: tuple[int, ...], out: Path, keep_dir: Path | None = None, flags: tuple[str, ...] = ()) -> list[str]:
    """The executable build; with ``keep_dir``, nvcc also leaves its intermediate files there,
    the PTX of each arch among them (``kept_ptx``). ``flags``: more nvcc options (``-fmad=false``)."""
    gencode = [f"-gencode=arch=compute_{a},code=[sm_{a},compute_{a}]" for a in archs]
    keep = ["-keep", "-keep-dir", str(keep_dir)] if keep_dir is not None else []
    return [str(nvcc), *gencode, *flags, "-Xptxas", "-v", *keep, "-o", str(out), str(source)]


def ptx_with(source: Path, arch: int, flags: tuple[str, ...] = ()) -> str:
    """``nvcc -ptx`` of one small .cu with more options (``-fmad=false``), uncached: the PTX text."""
    out = source.with_suffix(f".sm_{arch}.ptx")
    argv = ptx_command(require_nvcc(), source, arch, out)
    _run([*argv[:2], *flags, *argv[2:]], process.build_timeout(1), {source.name: source.read_text()})
    return out.read_text()


def compile_contained(source: Path, out: Path, archs: tuple[int, ...], executable: bool, timeout: float, contain: sandbox.Contained) -> str:
    """Compile a .cu that is not ours, sandboxed and uncached: to an executable, or (without a
    device to run it on) to a cubin for the first arch, which runs ptxas too. Returns nvcc's stderr; raises
    StageFailure (``nvcc_error``, ``timeout``, ``crash``) or NvccNotFound."""
    nvcc = require_nvcc()
    if executable:
        argv = executable_command(nvcc, source, archs, out)
    else:
        argv = [str(nvcc), "-cubin", f"-arch=sm_{archs[0]}", "-o", str(out), str(source)]
    return _run(argv, timeout, {source.name: source.read_text()}, contain)[0]


def kept_ptx(keep_dir: Path, source: Path, archs: tuple[int, ...]) -> dict[int, str]:
    """The PTX an executable build kept, per arch: ``<stem>.ptx`` for one arch, ``<stem>.compute_NN.ptx``
    for several. The same text ``nvcc -ptx -arch=sm_NN`` writes (tested): one front end, not two."""
    names = {a: f"{source.stem}.ptx" if len(archs) == 1 else f"{source.stem}.compute_{a}.ptx" for a in archs}
    missing = [n for n in names.values() if not (keep_dir / n).is_file()]
    if missing:
        raise StageFailure("nvcc_error", f"nvcc -keep left no {', '.join(missing)} in {keep_dir}")
    return {a: (keep_dir / n).read_text() for a, n in names.items()}


def build(source: Path, archs: tuple[int, ...], executable: bool, timeout: float, artifacts: dict,
          cache: Path | None = None, flags: tuple[str, ...] = ()) -> tuple[dict, str, dict]:  # fmt: skip
    """Compile ``source`` to PTX for each arch and (optionally) to an executable, side by side.

    Returns ({arch: ptx text}, ptxas -v report, {step: seconds}). With ``cache`` (a
    ``build_cache`` folder), an identical earlier build is reused: {"cached": 0.0} timings.
    ``flags``: more nvcc options of an executable build (``-fmad=false``).
    """
    nvcc = require_nvcc()
    key = ""
    if cache is not None:
        key = build_cache.key_of("nvcc", str(nvcc), _version(str(nvcc)), repr(archs), str(executable), *flags, source.read_text())
        hit = build_cache.lookup(cache, key)
        if hit is not None:
            if executable:
                build_cache.place(hit / "exe", source.with_suffix(""))
            return {a: (hit / f"sm_{a}.ptx").read_text() for a in archs}, (hit / "ptxas.txt").read_text(), {"cached": 0.0}
    ptx, report, timings = _build(nvcc, source, archs, executable, timeout, artifacts, flags)
    if cache is not None:
        files: dict = {f"sm_{a}.ptx": text for a, text in ptx.items()}
        files["ptxas.txt"] = report
        if executable:
            files["exe"] = source.with_suffix("")
        build_cache.store(cache, key, files)
    return ptx, report, timings


def _version(nvcc: str) -> str:
    try:
        return nvcc_version(Path(nvcc))
    except process.ToolBroken as exc:
        raise StageFailure("crash", f"nvcc is broken: {exc}") from None


def _build(nvcc: Path, source: Path, archs: tuple[int, ...], executable: bool, timeout: float, artifacts: dict, flags: tuple[str, ...] = ()) -> tuple[dict, str, dict]:
    """An executable build keeps its PTX (one nvcc front end per batch); PTX alone: one ``nvcc -ptx`` per arch."""
    if flags and not executable:
        raise ValueError("nvcc flags are for executable builds")
    if executable:
        keep = source.parent / f"{source.stem}.nvcc-keep"
        shutil.rmtree(keep, ignore_errors=True)
        keep.mkdir(parents=True)
        try:
            report, seconds = _run(executable_command(nvcc, source, archs, source.with_suffix(""), keep, flags), timeout, artifacts)
            return kept_ptx(keep, source, archs), report, {"executable": seconds}
        finally:
            shutil.rmtree(keep, ignore_errors=True)  # the host-side intermediates are large and unread, failed build or not
    jobs = {f"ptx sm_{a}": ptx_command(nvcc, source, a, source.with_suffix(f".sm_{a}.ptx")) for a in archs}
    with ThreadPoolExecutor(max_workers=len(jobs)) as pool:
        futures = {step: pool.submit(_run, argv, timeout, artifacts) for step, argv in jobs.items()}
        done = {step: f.result() for step, f in futures.items()}  # the first failure raises
    return {a: source.with_suffix(f".sm_{a}.ptx").read_text() for a in archs}, "", {step: seconds for step, (_, seconds) in done.items()}


# ----------------------------------------------------------------------------- outputs


_ENTRY = re.compile(r"^\.visible \.entry (\w+)\(", re.M)


_FUNC = re.compile(r"^\.func\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)", re.M)


def block_end(ptx: str, start: int) -> int:
    """Where the brace block opened by the first ``{`` at or after ``start`` ends (after its
    closing line): braces counted outside ``//`` comments, so an inline-asm block of cuda_fp16.h
    (``{mul.rn.f16 ...`` with its ``}`` alone at the start of the next line) is inside it."""
    depth, seen, offset = 0, False, start
    for line in ptx[start:].splitlines(keepends=True):
        code = line.split("//", 1)[0]
        depth += code.count("{") - code.count("}")
        seen = seen or "{" in code
        offset += len(line)
        if seen and depth == 0:
            return offset
    raise ValueError(f"unbalanced braces in the PTX after offset {start}")


def _renumbered(body: str, number: int) -> str:
    """A function's labels and stack depot numbered as function ``number`` of its file."""
    return re.sub(r"\$L__BB\d+_", f"$L__BB{number}_", re.sub(r"__local_depot\d+", f"__local_depot{number}", body))


def _callseqs_renumbered(*texts: str) -> tuple[str, ...]:
    """Call sequences (``{ // callseq N, 0`` ... ``} // callseq N``) numbered from 0 in order of
    appearance across ``texts``, as in a file of their own (a unit numbers them across all kernels)."""
    numbers: dict[str, int] = {}
    for text in texts:
        for n in re.findall(r"// callseq (\d+), 0", text):
            numbers.setdefault(n, len(numbers))
    swap = lambda m: f"// callseq {numbers[m.group(1)]}{m.group(2)}"  # noqa: E731
    return tuple(re.sub(r"// callseq (\d+)(, 0|\b)", swap, text) for text in texts)


def split_ptx(ptx: str) -> dict[str, str]:
    """Each kernel's PTX cut out of a translation unit's PTX: the header, the device functions and
    globals it uses, its entry.

    Gives the very text nvcc writes for the kernel's standalone file (unit-tested): kernels are
    ``extern "C"``; a function nvcc did not inline (double precision sin/cos/pow's slow paths) is
    declared after the ``.globl`` line and defined after the entry, in the unit's order; labels
    and stack depots are renumbered by the function's place in the kernel's own file (entry 0).
    Such a function is compiled for the whole unit and may be specialized differently when
    several kernels call it, so ``compile_unit`` builds a kernel that has one in a file of its
    own and keeps the cut (exact there) only for kernels without.
    """
    header_end = ptx.index("\n", ptx.index(".address_size")) + 1
    header = ptx[:header_end]
    variables = {}  # module-scope variables (e.g. the sinf reduction table) by name
    for line in ptx.splitlines():
        if line.startswith((".global ", ".const ")):
            variables[re.match(r"[^=;]*?([A-Za-z_$][\w$]*)\s*(?:\[\d*\])?\s*[=;]", line).group(1)] = line
    prototypes, definitions = {}, {}  # device functions by name: ".func ...;" and ".func ...{...}"
    for m in _FUNC.finditer(ptx):
        end = block_end(ptx, m.start()) if ptx.index("\n{\n", m.start()) < ptx.index(";\n", m.start()) else ptx.index(";\n", m.start()) + 2
        text = ptx[m.start() : end]
        if re.match(r"\.func[^;]*?\n\{", text) or text.rstrip().endswith("}"):
            definitions[m.group(1)] = text
        else:
            prototypes[m.group(1)] = text
    if set(definitions) != set(prototypes) or re.search(r"^\.(?:visible|weak) \.func ", ptx, re.M):
        raise ValueError("the PTX holds a device function this cut does not handle (no prototype, or visible/weak)")
    order = list(definitions)

    def called(text: str, seen: list[str]) -> list[str]:
        for name in order:
            if name not in seen and re.search(rf"\bcall(?:\.uni)?\b[^;]*\b{re.escape(name)}\b", text):
                seen.append(name)
                called(definitions[name], seen)
        return seen

    kernels = {}
    for m in _ENTRY.finditer(ptx):
        body = _renumbered(ptx[m.start() : block_end(ptx, m.start())], 0)
        funcs = sorted(called(body, []), key=order.index)
        defs = "".join(_renumbered(definitions[f], k + 1) for k, f in enumerate(funcs))
        body, defs = _callseqs_renumbered(body, defs)
        used = body + defs
        decls = "".join(line + "\n" for name, line in variables.items() if re.search(rf"\b{re.escape(name)}\b", used))
        protos = "".join(prototypes[f] for f in funcs)
        tail = defs + "\n" if funcs else "\n"
        name = m.group(1)  # nvcc notes each of its function-scope __shared__ arrays (a tile kernel's) below the .globl line
        demoted = "".join(re.findall(rf"^// _ZZ{len(name)}{name}E\w+ has been demoted\n", ptx, re.M))
        kernels[name] = f"{header}\n\t// .globl\t{name}\n{demoted}{protos}{decls}\n{body}{tail}"
    return kernels


def parse_ptxas(report: str) -> dict[int, dict[str, dict[str, int]]]:
    """``-Xptxas -v`` output as {arch: {kernel: {registers, spill_stores, spill_loads, stack_bytes, shared_bytes}}}."""
    out: dict[int, dict[str, dict[str, int]]] = {}
    current, entry, properties_of = None, None, None
    for line in report.splitlines():
        m = re.search(r"Compiling entry function '(\w+)' for 'sm_(\d+)'", line)
        if m:
            current = {"registers": 0, "spill_stores": 0, "spill_loads": 0, "stack_bytes": 0, "shared_bytes": 0}
            entry, properties_of = m.group(1), None
            out.setdefault(int(m.group(2)), {})[entry] = current
            continue
        if current is None:
            continue
        m = re.search(r"Function properties for (\S+)", line)
        if m:  # the kernel's own, or a device function's it calls (a double pow's slow path): not the kernel's
            properties_of = m.group(1)
            continue
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m and properties_of == entry:
            current.update(stack_bytes=int(m.group(1)), spill_stores=int(m.group(2)), spill_loads=int(m.group(3)))
        m = re.search(r"Used (\d+) registers", line)
        if m:
            current["registers"] = int(m.group(1))
            smem = re.search(r"(\d+) bytes smem", line)
            current["shared_bytes"] = int(smem.group(1)) if smem else 0
    return out


# ----------------------------------------------------------------------------- API


def compile_one(name: str, text: str, archs: tuple[int, ...] = DEFAULT_ARCHS, workdir: Path = Path("."), *,
                executable: bool = True, timeout: float | None = None, cache: Path | None = None, flags: tuple[str, ...] = ()) -> NvccResult:  # fmt: skip
    """Compile one kernel's standalone .cu (``text``, what the dataset ships) on its own; raises StageFailure."""
    folder = Path(workdir) / name
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / f"{name}.cu"
    source.write_text(text)
    ptx, report, timings = build(source, tuple(archs), executable, timeout or process.build_timeout(1), {f"{name}.cu": text}, cache, flags)
    resources = parse_ptxas(report)
    return NvccResult(
        name=name,
        ptx={a: split_ptx(p)[name] for a, p in ptx.items()},
        resources={a: resources[a][name] for a in resources},
        command=(str(source.with_suffix("")),) if executable else (),
        seconds=sum(timings.values()),
        timings=timings,
    )


def compile_unit(unit: NvccUnit, archs: tuple[int, ...] = DEFAULT_ARCHS, workdir: Path = Path("."), *,
                 executable: bool = True, timeout: float | None = None, cache: Path | None = None, flags: tuple[str, ...] = ()) -> dict[str, NvccResult]:  # fmt: skip
    """Every kernel of ``unit`` compiled in ONE translation unit (one kernel: its own .cu); {kernel name: result}.

    Raises StageFailure when the build fails and NvccNotFound without nvcc; the stages charge a
    failed batch to its cases with ``synth.stages.batch.per_case``. ``cache``: a
    ``build_cache`` folder; identical builds are reused.
    """
    require_nvcc()
    names = unit.kernels
    options = {"executable": executable, "timeout": timeout, "cache": cache, "flags": flags}
    if len(names) == 1:
        return {names[0]: compile_one(names[0], unit.text, archs, workdir, **options)}
    workdir = Path(workdir)
    workdir.mkdir(parents=True, exist_ok=True)
    text = unit.text
    source = workdir / unit.filename
    source.write_text(text)
    ptx, report, timings = build(source, tuple(archs), executable, timeout or process.build_timeout(len(names)), {unit.filename: text}, cache, flags)
    try:
        kernels = {a: split_ptx(p) for a, p in ptx.items()}
        resources = parse_ptxas(report)
    except (ValueError, KeyError) as exc:
        raise StageFailure("nvcc_error", f"nvcc's output could not be read: {exc}", {unit.filename: text, "ptxas.txt": report}) from None
    share = sum(timings.values()) / len(names)
    exe = str(source.with_suffix(""))
    results = {
        name: NvccResult(
            name=name,
            ptx={a: kernels[a][name] for a in archs},
            resources={a: resources[a][name] for a in resources},
            command=(exe, name) if executable else (),
            seconds=share,
            batch_size=len(names),
            timings=timings,
        )
        for name in names
    }
    # A device function nvcc did not inline (double sin/cos/pow's slow paths) is compiled for the
    # whole unit: its signature can take constants only one kernel passes, so its PTX and register
    # counts are the kernel's own only in a file of its own; such a kernel is built alone too
    # (an executable when the batch makes one: ptxas reports the registers while building it).
    for name in names:
        if any("\n.func " in kernels[a][name] for a in archs):
            alone = compile_one(name, unit.alone[name], archs, workdir / "alone", **options)
            results[name] = replace(alone, seconds=share + alone.seconds, batch_size=len(names), timings=timings)  # its own binary too
    return results
