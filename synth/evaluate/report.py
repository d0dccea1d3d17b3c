"""Scores from per-candidate verdicts: pass@k, compile rate, labels, per target, category and feature; JSON and Markdown.

pass@k is the unbiased estimator of Chen et al. (2021), "Evaluating Large Language Models Trained
on Code": for a problem with n candidates of which c pass, 1 - C(n - c, k) / C(n, k), the chance
that k of them drawn without replacement hold a pass; averaged over the problems with n >= k.
A problem is one record under one target; an ``unscored`` one (its record cannot be judged
here) counts in no score, and the report says how many there were.
"""

from __future__ import annotations

from collections import Counter
from math import comb

from synth.evaluate.verdict import LABELS, RACE_CHECK_DONE, RACE_CHECK_NOT_DONE

BUILT_FAILURES = ("compile_error", "invalid")  # the labels of a candidate that did not build


def pass_at_k(n: int, c: int, k: int) -> float:
    """The unbiased pass@k of one problem with ``n`` candidates, ``c`` of them passing."""
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


def _problems(results: list[dict]) -> dict[tuple, list[dict]]:
    grouped: dict[tuple, list[dict]] = {}
    for r in results:
        grouped.setdefault((r["id"], r["target"]), []).append(r)
    return grouped


def scores(results: list[dict], ks: tuple[int, ...]) -> dict:
    """pass@k for each k, compile rate, label counts and problem/candidate counts over ``results``."""
    problems = {key: rs for key, rs in _problems(results).items() if not all(r["label"] == "unscored" for r in rs)}
    scored = [r for rs in problems.values() for r in rs if r["label"] != "unscored"]
    out: dict = {"problems": len(problems), "candidates": len(scored)}
    for k in ks:
        eligible = [rs for rs in problems.values() if len(rs) >= k]
        out[f"pass@{k}"] = sum(pass_at_k(len(rs), sum(r["label"] == "pass" for r in rs), k) for rs in eligible) / len(eligible) if eligible else None
    out["compile_rate"] = sum(r["label"] not in BUILT_FAILURES for r in scored) / len(scored) if scored else None
    out["labels"] = {label: n for label in LABELS if (n := sum(r["label"] == label for r in results))}
    return out


def summary(results: list[dict], ks: tuple[int, ...]) -> dict:
    """The report's scores: overall, per target, per category and per feature (a candidate counts
    under every feature its record lists)."""
    by_target = {t: scores([r for r in results if r["target"] == t], ks) for t in sorted({r["target"] for r in results})}
    categories = sorted({r["category"] for r in results})
    features = sorted({f for r in results for f in r.get("features") or ()})
    return {
        **scores(results, ks),
        "race_checks": race_checks(results),
        # problems whose record's own text races at the judged launch: the classes its candidates were allowed
        "reference_races": {f"{r['id']} {r['target']}": r["reference_races"] for r in results if r.get("reference_races")},
        "by_target": by_target,
        "by_category": {c: scores([r for r in results if r["category"] == c], ks) for c in categories},
        "by_feature": {f: scores([r for r in results if f in (r.get("features") or ())], ks) for f in features},
    }


def race_checks(results: list[dict]) -> dict:
    """How many Warp candidates had their race check (``synth.evaluate.python_races``) done, and
    why it was not done for the others (``not_done``: reason -> count, most common first)."""
    checked = [r["race_check"] for r in results if r.get("race_check")]
    reasons = Counter(c.removeprefix(RACE_CHECK_NOT_DONE) for c in checked if c != RACE_CHECK_DONE)
    return {"done": checked.count(RACE_CHECK_DONE), "not_done": dict(reasons.most_common())}


def _rate(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _table(header: list[str], rows: list[list]) -> list[str]:
    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header), *("| " + " | ".join(str(v) for v in row) + " |" for row in rows)]


def markdown(report: dict) -> str:
    """A human summary of a report: scores, labels, the worst categories and features, the sandbox and limits."""
    ks = report["settings"]["k"]
    s = report["summary"]
    lines = [
        "# Evaluation report",
        "",
        f"Dataset `{report['settings']['dataset']}`, predictions `{report['settings']['predictions']}`: "
        f"{s['problems']} problems, {s['candidates']} candidates scored"
        + (f", {report['unscored_problems']} problems unscored (see the JSON report)" if report["unscored_problems"] else "")
        + f". Seed {report['settings']['seed']}, {report['settings']['draws']} input draws per launch shape.",
        "",
    ]
    header = ["", *(f"pass@{k}" for k in ks), "compile rate", "problems", "candidates"]

    def row(name: str, sc: dict) -> list:
        return [name, *(_rate(sc.get(f"pass@{k}")) for k in ks), _rate(sc["compile_rate"]), sc["problems"], sc["candidates"]]

    lines += _table(header, [row("all", s), *(row(t, sc) for t, sc in s["by_target"].items())])
    lines += ["", "## Labels", ""]
    lines += _table(["label", "candidates", "meaning"], [[label, n, LABELS[label]] for label, n in s["labels"].items()])
    lines += ["", "## By category", ""]
    lines += _table(header, [row(c, sc) for c, sc in s["by_category"].items()])
    if s["by_feature"]:
        lines += ["", "## By feature", ""]
        lines += _table(header, [row(f, sc) for f, sc in s["by_feature"].items()])
    failures = [r for r in report["results"] if r["label"] not in ("pass", "unscored")]
    if failures:
        lines += ["", "## First failures", ""]
        lines += _table(["id", "target", "candidate", "label", "where", "message"], [[r["id"], r["target"], r["candidate"], r["label"], r["where"], r["message"][:200].replace("\n", " ").replace("|", "\\|")] for r in failures[:50]])
        if len(failures) > 50:
            lines.append(f"\n{len(failures) - 50} more in the JSON report.")
    races = s.get("race_checks") or {"done": 0, "not_done": {}}
    if races["done"] or races["not_done"]:
        lines += ["", "## Race checks of python_source candidates", "", f"Done for {races['done']}; not done for {sum(races['not_done'].values())}:", ""]
        lines += _table(["why not done", "candidates"], [[why[:200].replace("|", "\\|"), n] for why, n in races["not_done"].items()])
    cost = report["cost"]
    lines += [
        "",
        "## Machine, sandbox and cost",
        "",
        f"- device: {report['machine']['device'] or 'none (' + str(report['machine']['device_reason']) + ')'}; nvcc {report['machine']['nvcc'] or 'absent'}",
        "- containment: " + "; ".join(f"{k}: {v}" for k, v in report["sandbox"].items()),
        f"- CPU seconds per candidate (this process and its children): mean {cost['cpu_seconds_per_candidate']['mean']:.2f}, max {cost['cpu_seconds_per_candidate']['max']:.2f}; "
        f"references: {cost['reference_cpu_seconds']:.1f} s for {cost['records']} records",
        "",
    ]
    return "\n".join(lines)
