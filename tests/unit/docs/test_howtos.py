"""The how-tos do what they say: a throwaway category (docs/how-to/add-a-category.md, steps 1, 2
and 4) and a throwaway stage (docs/how-to/add-a-stage.md, steps 1 to 3) are added as written there,
by a plugin loaded into a pytest run in a process of its own, and run through the pipeline."""

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

PLUGIN = '''
"""A throwaway category and stage, added as the how-tos say."""

import numpy as np

from synth.generate import categories
from synth.generate.grammar import ARITHMETIC_OPS, CONSTANTS, Builder, const, distinct_binary
from synth.model.choices import Chooser
from synth.model.failures import StageFailure
from synth.model.spec import Store
from synth.stages import reference, registry


def generate(c: Chooser, seed: int):
    """throwaway: one operator over one float array (add-a-category.md, step 1)."""
    b = Builder("throwaway", seed)
    x, out = b.input(), b.output()
    return b.spec(c, [Store(out, distinct_binary(c, ARITHMETIC_OPS, x, const(c.choice(CONSTANTS))))])


# step 2: the line in _GENERATORS, then what the package builds from that table when it is imported
categories._GENERATORS["throwaway"] = generate
categories.CATEGORIES["throwaway"] = categories.with_idioms(categories.with_kernel_prefixed_functions(generate), "throwaway")


def finite_outputs(batch) -> dict:
    """Per case: how many output elements the CPU reference wrote over its draws, all finite
    (add-a-stage.md, step 1: a batch function asking for what it depends on through the batch)."""
    results = {}
    for case in batch.cases:
        try:
            outputs = batch.value(case, reference.forward)
        except StageFailure as failure:
            results[case.id] = failure
            continue
        bad = sorted({name for draw in outputs.draws for name, a in draw.items() if not np.isfinite(a).all()})
        results[case.id] = StageFailure("degenerate", f"not finite: {bad}") if bad else sum(a.size for draw in outputs.draws for a in draw.values())
    return results


registry.register(registry.Stage("throwaway_finite", finite_outputs))  # step 2
'''

TEST = '''
import pytest


@pytest.mark.stage("throwaway_finite")
def test_throwaway_finite(case, result):
    """Every output element of every draw finite (add-a-stage.md, step 3)."""
    assert result >= sum(case.spec.dim if isinstance(case.spec.dim, int) else 1 for _ in case.spec.outputs)
'''


def test_a_throwaway_category_and_stage_added_as_the_howtos_say_run_through_the_pipeline(tmp_path):
    (tmp_path / "throwaway_plugin.py").write_text(textwrap.dedent(PLUGIN))
    (tmp_path / "test_throwaway.py").write_text(textwrap.dedent(TEST))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(tmp_path), str(ROOT), os.environ.get("PYTHONPATH")]))}
    argv = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "throwaway_plugin", "-c", str(ROOT / "pytest.ini"), "--rootdir", str(ROOT)]
    argv += [str(tmp_path / "test_throwaway.py"), "tests/test_pipeline.py", "-k", "not snapshot", "-q"]  # step 4, without the snapshots (step 5)
    argv += ["--synth-categories", "throwaway", "--synth-count", "2", "--synth-modules", "none", "--synth-cache-dir", str(tmp_path / "cache")]
    done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    table = done.stdout.split("synth: outcomes per stage")[1].splitlines()[1:]
    rows = [line for line in table if line[:1].isalpha() and ("passed" in line or "failed" in line)]  # "<stage>  <n> passed, ..."
    outcomes = dict(line.split(None, 1) for line in rows)
    assert outcomes["throwaway_finite"] == "2 passed", outcomes
    assert {"cpu_reference", "gradcheck", "nvcc", "emulation", "record_fields"} <= set(outcomes), outcomes
    assert not [stage for stage, counts in outcomes.items() if "failed" in counts], outcomes


# Tables keyed by dtype names that are not a dtype's facts: the generators' own tables (a
# category picks the dtypes it uses; categories named after a dtype key the category tables),
# the builtin table (casts are named after their type, and come from SCALARS by themselves),
# and the lifter's names of Python's float() and int().
NOT_DTYPE_TABLES = {"synth.model.builtins.BUILTINS", "synth.warp.lift.CASTS", "synth.warp.synthesized_handles.VOLUME_TYPES"}  # VOLUME_TYPES: the value types Warp allocates volumes of, Warp's list, not the harness's dtypes


def dtype_tables() -> dict[str, object]:
    """Every upper-case module global of ``synth`` that is keyed by (or lists) two or more scalar
    type names: {"module.NAME": table}, each table once (under the module that defines it)."""
    import importlib
    import pkgutil

    import synth
    from synth.generate.categories import CATEGORIES
    from synth.model.dtypes import SCALARS

    found: dict[int, str] = {}
    tables = {}
    for info in pkgutil.walk_packages(synth.__path__, "synth."):
        if info.name.endswith("__main__") or info.name.startswith("synth.generate"):
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if not name.isupper() or not isinstance(value, (dict, set, frozenset, tuple, list)):
                continue
            keys = {k for k in value if isinstance(k, str)}
            if len(keys & set(SCALARS)) < 2 or keys <= set(CATEGORIES) or id(value) in found:
                continue
            where = f"{info.name}.{name}"
            if re.search(rf"^{name}\b[^=\n]*=", Path(module.__file__).read_text(), re.M):  # defined here, not imported
                found[id(value)] = where
                tables[where] = value
    return tables


def test_the_dtype_howto_names_every_table_keyed_by_dtype():
    """A new dtype goes into every table keyed by dtype names; add-a-dtype.md must name each
    (by its NAME and its file), so a table added to the code without the how-to fails here."""
    howto = (ROOT / "docs" / "how-to" / "add-a-dtype.md").read_text()
    tables = {where for where in dtype_tables() if where not in NOT_DTYPE_TABLES}
    assert len(tables) >= 15, sorted(tables)  # the scan finds the tables (SCALARS, SUFFIXES, HELPER_TYPES ...)
    missing = []
    for where in sorted(tables):
        module, name = where.rsplit(".", 1)
        path = module.replace(".", "/") + ".py"
        if not Path(ROOT / path).exists():
            path = module.replace(".", "/") + "/__init__.py"
        if f"`{name}`" not in howto or path not in howto:
            missing.append(f"{name} ({path})")
    assert not missing, "docs/how-to/add-a-dtype.md does not name: " + ", ".join(missing)
