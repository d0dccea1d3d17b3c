"""Prints lifted (``spec.Print``: ``wp.print``, ``print``, ``wp.printf``, in kernels and their
callees): the model printed back writes the same bytes to stdout as the original on Warp's CPU, and
so does the emulated standalone .cu (both captured at the file descriptor, the threads in order on
both sides: synth.warp.stdout); each printed form is also checked against Warp's formats written
out here (builtin.h's %g of each component's float); a wrong format, a dropped print and two prints
swapped are caught; a print the model does not hold is refused with its label."""

from __future__ import annotations

import base64
import dataclasses
from pathlib import Path

import numpy as np
import pytest

from synth.model import spec as m
from synth.model.failures import StageFailure
from synth.render import print_ops
from synth.render.cuda import render_standalone
from synth.render.warp_python import render_warp
from synth.stages import cuda_builds, lifted
from synth.toolchain import emulate
from synth.toolchain.runs import STDOUT
from synth.warp import lift, lift_proof, recorder, stdout, warp_ir

pytestmark = pytest.mark.needs_gxx
N = 5


@pytest.fixture(scope="module")
def captured():
    """Each fixture kernel launched once under the recorder: {name: (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    k = warp_ir.import_file(Path(__file__).parent / "print_kernels.py", "print_kernels")
    rng = np.random.default_rng(0)
    x = rng.uniform(-2, 2, N).astype(np.float32)
    x[:3] = (-0.0, 1.2345678e-7, 3.4e20)  # %g's exponent form, a negative zero
    rec = recorder.Recorder()
    with stdout.captured(), rec.installed():  # the programs' own prints are not the tests' output
        floats = wp.array(x, dtype=float)
        wp.launch(k.print_scalars, dim=N, inputs=[floats, wp.array(rng.uniform(-1e6, 1e6, N), dtype=wp.float64), 126, wp.array(rng.uniform(0, 1, N) < 0.5, dtype=wp.bool), wp.zeros(N, dtype=float)])
        composites = [
            wp.array(rng.uniform(-1, 1, (N, 3)).astype(np.float32), dtype=wp.vec3),
            wp.array(rng.uniform(-1, 1, (N, 2, 2)).astype(np.float32), dtype=wp.mat22),
            wp.array(rng.uniform(-1, 1, (N, 4)).astype(np.float32), dtype=wp.quat),
            wp.array(rng.uniform(-1e5, 1e5, (N, 7)).astype(np.float32), dtype=wp.transform),
            wp.array(rng.integers(-9, 9, (N, 3)).astype(np.int32), dtype=wp.vec3i),
            wp.array(rng.uniform(-1, 1, (N, 3, 3)), dtype=wp.mat33d),
        ]
        wp.launch(k.print_composites, dim=N, inputs=[*composites, wp.zeros(N, dtype=wp.vec3)])
        wp.launch(k.print_formats, dim=N, inputs=[floats, wp.array(rng.integers(-(2**40), 2**40, N), dtype=wp.int64), wp.zeros(N, dtype=float)])
        pair = k.Pair()
        pair.a, pair.b = 1.0, 2.0
        wp.launch(k.print_struct, dim=1, inputs=[pair, wp.zeros(1, dtype=float)])
        wp.launch(k.printf_half, dim=2, inputs=[wp.array(x[:2], dtype=wp.float16), wp.zeros(2, dtype=float)])
        wp.launch(k.print_accent, dim=1, inputs=[wp.zeros(1, dtype=float)])
        wp.launch(k.print_only, dim=1, inputs=[-1, True])  # writes no array: what it prints is all the check has
        wp.launch(k.print_never, dim=3, inputs=[7])
    return {s.kernel.key: (s.kernel, [launch.to_dict() for launch in s.launches if launch.replay == "exact"]) for s in rec.seen.values()}


def _emulation(spec: m.KernelSpec, entry: dict, launches: list[dict], workdir: Path):
    """The emulation stage's verdict on ``spec``'s .cu against a proof ``entry`` (the original's arrays and stdout)."""
    proved = lifted.Lift(spec, [launches[k] for k in entry["launches"]], entry["expected"], tuple(entry["ir_differs"]), "captured", entry.get("stdout"))
    exe = cuda_builds.build_emulation([spec], workdir)
    got = emulate.run_all(exe, [spec], {spec.name: [lifted.launch_inputs(spec, launches[k]) for k in entry["launches"]]}, workdir, stdout=True)[spec.name]
    return lifted.compare(proved, got) if not isinstance(got, StageFailure) else got, got


def _prints(spec: m.KernelSpec) -> list[m.Print]:
    return [s for body in m.all_bodies(spec) for s in m.walk_statements(body) if isinstance(s, m.Print)]


PRINTS = {"print_scalars": ("print", "python", "printf"), "print_composites": ("print", "python"), "print_formats": ("printf",), "print_only": ("print",)}  # the kinds each kernel writes


@pytest.mark.parametrize("name", list(PRINTS))
def test_prints_lift_exactly_both_ways(captured, name, tmp_path):
    """The proof compared stdout (it kept the original's, not empty) and the emulated .cu wrote the same characters."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    assert len(entry["stdout"]) == len(entry["launches"]) and all(base64.b64decode(s) for s in entry["stdout"])
    spec = lift.lift(kernel, launches[0])
    assert {p.kind for p in _prints(spec)} == set(PRINTS[name])
    outcome, got = _emulation(spec, entry, launches, tmp_path)
    assert isinstance(outcome, lifted.Emulated), outcome
    assert outcome.printed == sum(len(base64.b64decode(s)) for s in entry["stdout"]) > 0
    assert got[0][STDOUT].encode() == base64.b64decode(entry["stdout"][0])
    assert "printf(" in render_standalone(spec).kernel


def _warp_g(value) -> str:
    """One component as Warp's vector, matrix, quaternion and transform prints write it: ``%g`` of its float."""
    return f"{float(np.float32(value)):g}"


def test_each_composite_form_is_warps(captured, tmp_path):
    """print_composites' stdout, written out here from the arrays with builtin.h's formats, is the
    original's on Warp's CPU and the emulated .cu's, character for character."""
    kernel, launches = captured["print_composites"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    values = {a["name"]: np.frombuffer(base64.b64decode(a["data"]), dtype=np.float64 if a["name"] == "md" else np.int32 if a["name"] == "c" else np.float32) for a in launches[0]["args"]}
    rows = lambda a, width: [a[k : k + width] for k in range(0, len(a), width)]  # noqa: E731
    text = ""
    for i in range(N):
        v, mat, q, t, c, md = (values[name].reshape(N, -1)[i] for name in ("v", "m", "q", "t", "c", "md"))
        text += "".join(_warp_g(x) + " " for x in v) + "\n"
        text += "".join("".join(_warp_g(x) + " " for x in row) + "\n" for row in rows(mat, 2))
        text += " ".join(_warp_g(x) for x in q) + "\n"
        text += f"({' '.join(_warp_g(x) for x in t[:3])}) ({' '.join(_warp_g(x) for x in t[3:])})\n"
        text += "".join(_warp_g(x) + " " for x in c) + "\n"
        text += "".join("".join(_warp_g(x) + " " for x in row) + "\n" for row in rows(md, 3))
        text += "".join(_warp_g(x) + " " for x in v * np.float32(2.0)) + "\n"
    assert base64.b64decode(entry["stdout"][0]).decode() == text
    _, got = _emulation(lift.lift(kernel, launches[0]), entry, launches, tmp_path)
    assert got[0][STDOUT] == text


def test_each_scalar_form_is_warps(captured, tmp_path):
    """print_scalars' first lines per thread, written out here (builtin.h: %g of a float as a double,
    %d and %u of the integers, True/False), are the original's and the emulated .cu's."""
    kernel, launches = captured["print_scalars"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    args = {a["name"]: a for a in launches[0]["args"]}
    x = np.frombuffer(base64.b64decode(args["x"]["data"]), dtype=np.float32)
    d = np.frombuffer(base64.b64decode(args["d"]["data"]), dtype=np.float64)
    flags = np.frombuffer(base64.b64decode(args["flags"]["data"]), dtype=np.bool_)
    n = int(np.frombuffer(base64.b64decode(args["n"]["data"]), dtype=np.int32)[0])
    lines = base64.b64decode(entry["stdout"][0]).decode().split("\n")
    _, got = _emulation(lift.lift(kernel, launches[0]), entry, launches, tmp_path)
    per_thread = len(lines) // N
    for printed in (lines, got[0][STDOUT].split("\n")):
        for i in range(N):
            want = [f"{x[i]:g}", str(i), f"{d[i]:g}", str(bool(flags[i])), str(np.array(n + i).astype(np.int8)), str(np.array(n + i).astype(np.uint8)), str(n - i), str(n - i), str(n - i), str(n - i), str(n - i)]
            assert printed[i * per_thread : i * per_thread + len(want)] == want


# ----------------------------------------------------------------------------- planted defects


def _with_prints(spec: m.KernelSpec, fn) -> m.KernelSpec:
    """``spec`` with its kernel body's prints (a list, in order) replaced by ``fn(prints)``, in the same places."""
    places = [k for k, s in enumerate(spec.body) if isinstance(s, m.Print)]
    new = fn([spec.body[k] for k in places])
    body = [s for k, s in enumerate(spec.body) if k not in places[len(new) :]]
    for k, p in zip(places, new, strict=False):
        body[k] = p
    return dataclasses.replace(spec, body=tuple(body))


def _dropped_print(spec):
    return _with_prints(spec, lambda prints: prints[1:])  # the thread index' print gone


def _swapped_prints(spec):
    return _with_prints(spec, lambda prints: [prints[1], prints[0], *prints[2:]])


def _wrong_printf_format(spec):
    def fmt(s):
        return dataclasses.replace(s, text=s.text.replace("%g", "%f")) if isinstance(s, m.Print) and s.kind == "printf" else s

    def rewrite(body):
        return tuple(fmt(m.walk.with_bodies(s, rewrite)) for s in body)

    return dataclasses.replace(spec, body=rewrite(spec.body))


@pytest.mark.parametrize(
    ("name", "plant"), [("print_scalars", _dropped_print), ("print_scalars", _swapped_prints), ("print_formats", _wrong_printf_format)], ids=["dropped", "swapped", "wrong_format"]
)
def test_planted_print_defects_are_caught(captured, name, plant, tmp_path):
    """A lifted spec with a print dropped, two prints swapped or %g made %f fails the round trip
    (what it prints differs) and, on its own, the emulation of its .cu; its arrays are the original's."""
    kernel, launches = captured[name]
    good = lift.lift(kernel, launches[0])
    bad = plant(good)
    assert bad != good, "the plant changed nothing"
    refused = lift_proof.round_trip(kernel, bad, launches, tmp_path)
    assert refused.get("refused", "").endswith("stdout)"), refused
    outcome, _ = _emulation(bad, lift_proof.round_trip(kernel, good, launches, tmp_path / "good"), launches, tmp_path)
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch" and "stdout differs" in outcome.message, outcome


def test_a_wrong_format_in_the_rendered_cu_is_caught(captured, tmp_path, monkeypatch):
    """The .cu's float32 print written with %f for %g (a renderer defect: the model is right, so the
    round trip passes) fails the emulation on stdout alone."""
    kernel, launches = captured["print_scalars"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry
    spec = lift.lift(kernel, launches[0])
    monkeypatch.setitem(print_ops.SCALAR_FORMATS, "float32", ("%f", "(double){v}"))
    outcome, _ = _emulation(spec, entry, launches, tmp_path / "wrong")
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch" and "stdout differs" in outcome.message, outcome
    monkeypatch.undo()
    assert isinstance(_emulation(spec, entry, launches, tmp_path / "right")[0], lifted.Emulated)


REFUSED = {
    "print_struct": "wp.print of a Pair",
    "printf_half": "wp.printf of a float16",
    "print_accent": "wp.print of a string with characters other than printable ASCII",
}


@pytest.mark.parametrize("name", list(REFUSED))
def test_prints_the_model_does_not_hold_are_refused(captured, name):
    kernel, launches = captured[name]
    with pytest.raises(lift.Refused) as refused:
        lift.lift(kernel, launches[0])
    assert refused.value.label.startswith(f"not lifted: {REFUSED[name]}"), refused.value.label


def test_a_kernel_silent_on_its_launches_and_writing_nothing_is_refused(captured, tmp_path):
    """print_never writes no array and prints nothing on its launch: nothing to compare."""
    kernel, launches = captured["print_never"]
    assert lift_proof.prove(kernel, launches, tmp_path)["refused"] == "not lifted: no array is written and nothing printed on its launches (nothing to compare)"


def test_the_printed_back_kernel_spells_each_print_as_the_original(captured):
    """wp.print stays wp.print, print stays print, wp.printf keeps its format."""
    kernel, launches = captured["print_scalars"]
    text = render_warp(lift.lift(kernel, launches[0]))
    assert "    wp.print(x[i])\n" in text and "    print(i)\n" in text and "wp.printf('x=%f k=%d\\n', x, k)" in text
