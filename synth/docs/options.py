"""Options reference: the pytest plugin's options and the two commands' arguments, from their argparse definitions."""

from __future__ import annotations

import argparse
import importlib.metadata

from synth.docs.markdown import code, table

PLUGIN_ENTRY_POINT = "synth"  # pyproject.toml: [project.entry-points.pytest11] synth = "synth.plugin"


def _shown(value, takes_value: bool) -> str:
    if not takes_value:
        return "a flag"
    if value is None or value == "" or value == []:
        return "—"
    if isinstance(value, (list, tuple)):
        return code(" ".join(map(str, value)))
    return code(str(value))


def _spelling(names: list[str], metavar, choices) -> str:
    """The option's names, with its value's name where the definition gives one (a metavar, or the choices)."""
    value = "|".join(map(str, choices)) if choices else metavar
    return code(", ".join(names) + (f" {value}" if value else ""))


def pytest_options() -> str:
    """The plugin's options, group by group, as pytest registers them (through its ``pytest11`` entry point)."""
    from _pytest.config import Config, PytestPluginManager

    (entry,) = importlib.metadata.entry_points(group="pytest11", name=PLUGIN_ENTRY_POINT)
    manager = PytestPluginManager()
    config = Config(manager)  # its pytest_addoption history hands our parser to each plugin module registered below
    manager.import_plugin(entry.value)
    parts = []
    for group in config._parser._groups:
        if not group.options:
            continue
        rows = []
        for option in group.options:
            attrs = option.attrs()
            takes_value = attrs.get("nargs") != 0
            rows.append(
                (
                    _spelling(option.names(), attrs.get("metavar"), attrs.get("choices")),
                    _shown(attrs.get("default"), takes_value),
                    attrs.get("help", ""),
                )
            )
        parts.append(f"**{group.name}**\n\n" + table(("option", "default", "meaning"), rows))
    return "\n".join(parts)


def _argparse(parser: argparse.ArgumentParser) -> str:
    parts = []
    for group in parser._action_groups:
        rows = []
        for action in group._group_actions:
            if isinstance(action, argparse._HelpAction):
                continue
            if not action.option_strings:
                rows.append((code(action.metavar or action.dest), "(positional)", action.help or ""))
                continue
            default = "required" if action.required else _shown(action.default, action.nargs != 0)
            rows.append((_spelling(action.option_strings, action.metavar, action.choices), default, action.help or ""))
        if rows:
            parts.append(f"**{group.title}**\n\n" + table(("argument", "default", "meaning"), rows))
    return "\n".join(parts)


def distributed_options() -> str:
    from synth.distributed.cli import parser

    return _argparse(parser())


def export_options() -> str:
    from synth.export import argument_parser

    return _argparse(argument_parser())


def evaluate_options() -> str:
    from synth.evaluate.cli import parser

    return _argparse(parser())
