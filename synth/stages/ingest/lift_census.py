"""Which kernels of a source the lifter holds, without running them: ``python -m synth.stages.ingest.lift_census
SPEC`` prints one JSON object, ``{kernel key: refusal label or null}``, for every kernel of
``SPEC``'s modules (``synth.stages.ingest.sources``) that synthesized inputs exist for, lifted on them
(``synth.stages.ingest.debug_run``: input set 0, one thread per launch axis). Kernels without such inputs
and modules that do not import are left out.

It lifts, it proves nothing: the pipeline's lifted stages prove a lift on the kernel's own launches.
It exists so the generator and the lifter can be held to one language
(``tests/unit/warp/test_lift_census.py``): a refusal on real code names a construct
(``generator_feature``), and the generator must not produce it. A process of its own: it imports
code the harness did not write.
"""

from __future__ import annotations

import json
import re
import sys

# The refusals that name a construct ``synth.model.features`` can report for a generated kernel.
_FEATURE_OF = (
    (re.compile(r"not lifted: wp\.(tile\w*) \(tile builtin not in the model\)"), r"tile:\1"),
    (re.compile(r"not lifted: a generic kernel"), "generic_kernel"),
    (re.compile(r"not lifted: a @wp\.func with a custom adjoint"), "custom_grad"),
    (re.compile(r"not lifted: a tuple assignment"), "tuple_assign"),
    (re.compile(r"not lifted: wp\.\w+ on .*: the table spells it"), None),  # an overload the table lacks: the generator draws only spelled ones
    (re.compile(r"not lifted: wp\.(\w+) "), r"builtin:\1"),
    (re.compile(r"not lifted: a call whose value is unused \(wp\.(\w+)\)"), r"builtin:\1"),
)


def generator_feature(label: str) -> str | None:
    """The generator's feature (``synth.model.features``) a refusal label names, or None when the
    generator's language has no such construct."""
    for pattern, feature in _FEATURE_OF:
        found = pattern.match(label)
        if found:
            return found.expand(feature) if feature else None
    return None


def census(spec: str) -> dict[str, str | None]:
    from synth.stages.ingest import sources
    from synth.warp import discovery, warp_ir

    found: dict[str, str | None] = {}
    for candidate in sources.candidates(spec):
        try:
            module = discovery.import_module(candidate)
        except Exception:
            continue
        for key, kernel in discovery.defined_kernels(module, candidate.import_name):
            source = discovery.launches(candidate, module, key)  # its block_dim and launch_tiled, as the debug run launches it
            # a generic kernel is lifted per overload it declares, as the pipeline records it
            for name, concrete in (warp_ir.overloads(kernel) or {"": kernel}).items():
                label = _lift_label(concrete, source.block_dim, source.tiled)
                if label != "":
                    found[f"{candidate.import_name}.{key}{'.' + name if name else ''}"] = label
    return found


def _lift_label(kernel, block_dim: int | None, tiled: bool) -> str | None:
    """The lifter's refusal label (None: lifted), or "" for a kernel without synthesized inputs or one Warp cannot build."""
    from synth.stages.ingest import debug_run
    from synth.warp import lift, recorder

    if getattr(kernel, "is_generic", False):  # declares no overload: no types to make inputs of (Warp makes them at launch)
        return ""
    try:
        values = debug_run.launch_values(kernel, 0)
    except debug_run.NotRunnable:
        return ""
    try:
        lift.lift(kernel, recorder.launch_of(kernel, values, [1] * debug_run.tid_arity(kernel), block_dim, tiled))
    except lift.Refused as why:
        return why.label
    except Exception:  # Warp cannot build the kernel: nothing to lift
        return ""
    return None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        print("usage: python -m synth.stages.ingest.lift_census SPEC  (a --synth-modules SPEC: warp-tests, a module, a file or a folder)", file=sys.stderr)
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    found = census(argv[0])
    print(json.dumps(found, sort_keys=True))  # the last line: Warp may print before it
    return 0


if __name__ == "__main__":
    sys.exit(main())
