"""The device code of one case: its types, helpers, ``@wp.func`` functions and the kernel, with
one thread per launch index (``render_device``)."""

from __future__ import annotations

from synth.model import walk
from synth.model.builtins import Spelling, builtin, rigid_suffix
from synth.model.dtypes import SCALARS
from synth.model.spec import (
    HANDLE_KINDS,
    INT,
    QUERY_NEXT,
    ArrayTest,
    Assign,
    Atomic,
    AtomicValue,
    AugAssign,
    Binary,
    Break,
    Call,
    Compare,
    Const,
    Construct,
    Continue,
    Element,
    Expect,
    Expr,
    Field,
    For,
    ForQuery,
    Func,
    FuncCall,
    If,
    Invoke,
    KernelSpec,
    Let,
    Load,
    Logical,
    ModuleConstant,
    Param,
    Print,
    Range,
    Ref,
    Return,
    Select,
    SetComponent,
    SetElement,
    SetField,
    Shape,
    Static,
    Stmt,
    Store,
    StoreComponent,
    TupleOf,
    Type,
    Unary,
    Unpack,
    While,
    kernel_expressions,
    walk_expr,
    walk_statements,
)
from synth.model.tiles import TileAtomicAdd, TileLoad, TileStore, statement_tiles, tile_statements, walk_tile
from synth.render import component_ops, half_ops, int_ops, print_ops, rigid_ops, static_fold
from synth.render.cuda.helpers import closure, helpers_text, scalar_atomic
from synth.render.cuda.names import INDENT, c_name, c_type, components_array, field

INFIX = {"add": "+", "sub": "-", "mul": "*", "div": "/", "mod": "%"}
AUGMENTED = {"add": "+=", "sub": "-=", "mul": "*=", "div": "/="}
COMPARE = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!="}
LOGICAL = {"and": "&&", "or": "||"}
# C++ precedence, higher binds tighter; 100 is a primary expression (name, call, subscript).
PRECEDENCE = {"conditional": 0, "or": 1, "and": 2, "compare": 4, "add": 5, "sub": 5, "mul": 6, "div": 6, "mod": 6, "unary": 7}
PRIMARY = 100
FLOAT_ZERO = {"float32": "0.0f", "float64": "0.0"}  # the zero Warp's scalar neg subtracts from (its vectors negate each component)
INFIX.update(int_ops.C_INFIX)
PRECEDENCE.update(int_ops.C_PRECEDENCE)


def _calls(body: tuple[Stmt, ...], fn: str) -> list[Call]:
    """Every call of the builtin ``fn`` in ``body``."""
    return [e for top in kernel_expressions(body) for e in walk_expr(top) if isinstance(e, Call) and e.fn == fn]


class _KernelWriter:
    """Renders a kernel's or a function's body and records which helpers it calls."""

    def __init__(self, spec: KernelSpec, body: tuple[Stmt, ...], params: tuple[str, ...] = (), returns: Type | None = None) -> None:
        self.spec = spec
        self.helpers: set[str] = set()
        assigned = {s.name for s in walk_statements(body) if isinstance(s, (Assign, AugAssign, SetField, SetComponent, SetElement))}
        # a random state is advanced in place by every draw (``randf(unsigned int& state)``)
        advanced = {s.name for s in walk_statements(body) if isinstance(s, Let) and isinstance(s.value, Call) and s.value.fn == "rand_init"}
        # so are a query (hash grid, BVH, mesh AABB) and the index its next call writes (``bvh_query_next(query, index)``),
        # and a query a ``for index in query`` loop iterates
        advanced |= {a.name for fn in QUERY_NEXT.values() for e in _calls(body, fn) for a in e.args if isinstance(a, Ref)}
        advanced |= {s.query.name for s in walk_statements(body) if isinstance(s, ForQuery) and isinstance(s.query, Ref)}
        defined = {s.name for s in walk_statements(body) if isinstance(s, Let)}
        defined |= {n for s in walk_statements(body) if isinstance(s, Unpack) and isinstance(s.value, TupleOf) for n in s.names}
        self.constant = defined - assigned - advanced
        self.hoisted = _nested_lets(body, params)
        # every local's type (a function's parameters added by func_text): the C member of a component depends on its vector's length
        self.locals: dict[str, Type] = {s.name: s.value.type for s in walk_statements(body) if isinstance(s, Let)}
        self.locals.update((n, s.value.type.fields[k][1]) for s in walk_statements(body) if isinstance(s, Unpack) for k, n in enumerate(s.names))
        self.returns = returns  # the function's return type (a tuple: returned through ret_0, ret_1 ...)
        self.arrays: dict[str, Type] = {}  # a function's array parameters (1-D, a pointer each): element types
        # what wp.static reads: the module and closure constants, and the unrolled loops' variables (``For``)
        self.static_names: dict[str, int | float] = {k.name: k.value for k in spec.constants}

    def need_type(self, t: Type) -> None:
        if not t.is_scalar and not t.is_struct and not t.is_tuple:
            self.helpers.add(f"struct:{t.name}")

    # expressions -------------------------------------------------------------

    def wrap(self, e: Expr, min_prec: int) -> str:
        text, prec = self.expr(e)
        return f"({text})" if prec < min_prec else text

    def expr(self, e: Expr) -> tuple[str, int]:
        """C++ text of an expression and its precedence."""
        if not isinstance(e, Expr.__args__):
            raise TypeError(f"unknown expression node {type(e).__name__}")
        self.need_type(e.type)
        if isinstance(e, Const):
            text = SCALARS[e.type.name].c_literal(e.value)  # a half: Warp's float32 constant, rounded to half
            return text, PRECEDENCE["unary"] if text.startswith("-") else PRIMARY
        if isinstance(e, Load):
            return self.slot(e.array, e.index), PRIMARY
        if isinstance(e, Static):  # Warp's code holds the value Python computed (synth.render.static_fold)
            return self.expr(Const(static_fold.fold(e, self.static_names), e.type))
        if isinstance(e, TupleOf):
            raise ValueError("a tuple is the value of an unpacking or of a return, nothing else")
        if isinstance(e, Shape) and e.row is not None:  # a Fabric array of arrays' element's length
            return f"fabric_row_length({c_name(e.array)}, {self.row(e.array, e.row)})", PRIMARY
        if isinstance(e, Shape):
            return self.extent(e.array, e.dim), PRIMARY
        if isinstance(e, Ref):
            return c_name(e.name), PRIMARY
        if isinstance(e, Element) and components_array(e.base.type):  # its components are an array, c[n]
            return f"{self.wrap(e.base, PRIMARY)}.c[{self.expr(e.index[0])[0]}]", PRIMARY
        if isinstance(e, Element) and e.base.type.is_matrix:
            return f"{self.wrap(e.base, PRIMARY)}.m[{self.expr(e.index[0])[0]}][{self.expr(e.index[1])[0]}]", PRIMARY
        if isinstance(e, Element):
            self.helpers.add(f"extract:{e.base.type.name}")
            return f"extract({self.wrap(e.base, 0)}, {self.wrap(e.index[0], 0)})", PRIMARY
        if isinstance(e, ArrayTest):  # Warp tests the array's data pointer
            return f"{c_name(e.array)} != nullptr", PRECEDENCE["compare"]
        if isinstance(e, AtomicValue):
            return self.atomic_call(e.op, e.array, e.indices, e.value, e.compare), PRIMARY
        if isinstance(e, Field):
            return f"{self.wrap(e.base, PRIMARY)}.{e.name}", PRIMARY
        if isinstance(e, FuncCall):
            callee = self.spec.func(e.func)
            takes = func_extents(self.spec, callee)
            args = []
            for (name, _), a in zip(callee.params, e.args, strict=True):
                args.append(self.wrap(a, 0))
                if name in takes:  # an array with its extents, the function's own parameters after it
                    args += [self.extent(a.name, d) for d in range(a.type.array_ndim)]
            return f"{c_name(e.func)}({', '.join(args)})", PRIMARY
        if isinstance(e, Select):
            p = PRECEDENCE["conditional"]
            return f"{self.wrap(e.cond, p + 1)} ? {self.wrap(e.a, p + 1)} : {self.wrap(e.b, p)}", p
        if isinstance(e, Unary):
            if e.op == "neg" and e.type.name == half_ops.HALF:
                return half_ops.negate(self.wrap(e.arg, 0)), PRIMARY
            if e.op == "neg" and e.type.is_scalar and e.type.scalar.via:  # bfloat16: T(0.0) - x too, in float, rounded
                dtype = SCALARS[e.type.name]
                return dtype.narrow.format(f"0.0f - {dtype.widen.format(self.wrap(e.arg, 0))}"), PRIMARY
            if e.op in ("neg", "invert") and e.type.is_scalar and component_ops.promotes(e.type.name):  # int8 ... uint16: back to the type
                sign = "-" if e.op == "neg" else "~"
                return f"({c_type(e.type)})({sign}{self.wrap(e.arg, PRECEDENCE['unary'] + 1)})", PRECEDENCE["unary"]
            if e.op == "neg" and e.type.name in FLOAT_ZERO:  # Warp's scalar neg(x) is T(0.0) - x (builtin.h): -(+0) is +0
                return f"{FLOAT_ZERO[e.type.name]} - {self.wrap(e.arg, PRECEDENCE['sub'] + 1)}", PRECEDENCE["sub"]
            if e.op == "neg":
                if not e.type.is_scalar:
                    self.helpers.add(f"neg:{e.type.name}")
                return f"-{self.wrap(e.arg, PRECEDENCE['unary'] + 1)}", PRECEDENCE["unary"]
            if e.op == "not" and isinstance(e.arg, ArrayTest):
                return f"{c_name(e.arg.array)} == nullptr", PRECEDENCE["compare"]
            if e.op == "not":
                return f"!{self.wrap(e.arg, PRECEDENCE['unary'] + 1)}", PRECEDENCE["unary"]
            if e.op == "invert":
                return f"~{self.wrap(e.arg, PRECEDENCE['unary'] + 1)}", PRECEDENCE["unary"]
            raise ValueError(f"unknown unary op {e.op!r}")
        if isinstance(e, Binary):
            return self.binary(e)
        if isinstance(e, Compare):
            p = PRECEDENCE["compare"]
            via = SCALARS[e.lhs.type.name] if e.lhs.type.is_scalar else None
            if via and via.via:  # halves and bfloat16s compare as the floats they widen to (exact)
                return f"{via.widen.format(self.wrap(e.lhs, 0))} {COMPARE[e.op]} {via.widen.format(self.wrap(e.rhs, 0))}", p
            return f"{self.wrap(e.lhs, p + 1)} {COMPARE[e.op]} {self.wrap(e.rhs, p + 1)}", p
        if isinstance(e, Logical):
            p = PRECEDENCE[e.op]
            # && inside || gets parentheses anyway: clearer, and what -Wparentheses asks for
            lhs = self.wrap(e.lhs, PRIMARY if isinstance(e.lhs, Logical) and e.lhs.op != e.op else p)
            rhs = self.wrap(e.rhs, PRIMARY if isinstance(e.rhs, Logical) and e.rhs.op != e.op else p + 1)
            return f"{lhs} {LOGICAL[e.op]} {rhs}", p
        if isinstance(e, Call):
            return self.call(e)
        if isinstance(e, Construct):
            return self.construct(e), PRIMARY
        base = self.wrap(e.base, PRIMARY)  # a Component
        if e.base.type.name == "spatial_vector":
            return f"{base}.c[{e.index[0]}]", PRIMARY
        if e.base.type.name == "transform":
            raise ValueError("a transform's components are read through transform_get_translation/_rotation")
        if e.base.type.is_vector:
            return f"{base}.{field(e.base.type.shape[0], e.index[0])}", PRIMARY
        return f"{base}.m[{e.index[0]}][{e.index[1]}]", PRIMARY

    def slot(self, array: str, index: tuple[Expr, ...] | None) -> str:
        """The C lvalue of ``array[index]``: the pointer's element, a Fabric array's (the kernel's
        parameter: ``fabric_element``, through its index array where it is indexed; of an array of
        arrays, ``fabric_row_element``) or an indexed array's (``indexed_element``: Warp's address of
        it, synth.render.indexed_ops)."""
        if (q := self.indexed_param(array)) is not None:
            parts = [c_name(t) for t in self.spec.tids] if index is None else [self.expr(x)[0] for x in index]
            return f"indexed_element({', '.join([c_name(q.name), *parts])})"
        p = None if array in self.arrays else next((q for q in self.spec.params if q.name == array and q.is_fabric), None)
        if p is not None and p.lengths:  # a Fabric array of arrays: value index[1] of element index[0]
            return f"fabric_row_element<{c_type(p.type)}>({c_name(array)}, {self.row(array, index[0])}, {self.expr(index[1])[0]})"
        at = self.element(array, index)
        if p is None:
            return f"{c_name(array)}[{at}]"
        if p.indexed is not None:
            at = f"{c_name(array)}_indices[{at}]"
        return f"fabric_element<{c_type(p.type)}>({c_name(array)}, {at})"

    def row(self, array: str, index: Expr) -> str:
        """The element of a Fabric array of arrays that ``array[index]`` is (through its index array where indexed)."""
        at = self.expr(index)[0]
        return f"{c_name(array)}_indices[{at}]" if self.spec.param(array).indexed is not None else at

    def element(self, array: str, index: tuple[Expr, ...] | None) -> str:
        """The flat, row-major element offset of ``array[index]`` (no index: the thread's own element)."""
        parts = [(c_name(t), PRIMARY) for t in self.spec.tids] if index is None else [self.expr(x) for x in index]
        text, prec = parts[0]
        for d, (part, part_prec) in enumerate(parts[1:], start=1):
            left = text if prec >= PRECEDENCE["mul"] else f"({text})"
            right = part if part_prec > PRECEDENCE["add"] else f"({part})"
            text, prec = f"{left} * {self.extent(array, d)} + {right}", PRECEDENCE["add"]
        return text

    def indexed_param(self, array: str) -> Param | None:
        """The kernel's indexed array parameter of this name (None: any other array)."""
        if array in self.arrays:
            return None
        return next((q for q in self.spec.params if q.name == array and q.is_indexed_array), None)

    def extent(self, array: str, d: int) -> str:
        """The C name of an array's extent along ``d``: a function's array parameter's own
        (``<array>_shape<d>``, a parameter after the pointer), an indexed array's as the kernel
        sees it (its struct's ``shape``), else the kernel's (``extent_name``)."""
        if array in self.arrays:
            return f"{c_name(array)}_shape{d}"
        if self.indexed_param(array) is not None:
            return f"{c_name(array)}.shape[{d}]"
        return extent_name(self.spec, self.spec.param(array), d)

    def binary(self, e: Binary) -> tuple[str, int]:
        lt, rt = e.lhs.type, e.rhs.type
        if e.op == "matmul":
            fn = "mat_mul" if rt.is_matrix else "mat_vec"
            if fn == "mat_mul" and lt != rt:  # the helper multiplies two matrices of one square type
                raise ValueError(f"no {lt.name} helper for mat_mul by {rt.name}: products are written for two matrices of one type")
            self.helpers.add(f"{fn}:{lt.name}")
            return f"{fn}({self.wrap(e.lhs, 0)}, {self.wrap(e.rhs, 0)})", PRIMARY
        if e.op == "pow":  # Warp's x ** y is its builtin pow
            return self.expr(Call("pow", (e.lhs, e.rhs), e.type))
        if e.op not in INFIX:
            raise ValueError(f"unknown binary op {e.op!r}")
        if e.op == "mul" and lt == rt and lt.name in rigid_ops.PRODUCT:  # q1 * q2, t1 * t2
            fn = rigid_ops.PRODUCT[lt.name]
            self.helpers.add(f"{fn}:{lt.name}")
            return f"{fn}({self.wrap(e.lhs, 0)}, {self.wrap(e.rhs, 0)})", PRIMARY
        if lt.name == rt.name == half_ops.HALF and e.op in half_ops.C_BINARY:
            fn = half_ops.C_BINARY[e.op]
            if fn == "hdiv":
                self.helpers.add("hdiv:float16")
            return f"{fn}({self.wrap(e.lhs, 0)}, {self.wrap(e.rhs, 0)})", PRIMARY
        if lt == rt and lt.is_scalar and lt.scalar.via and e.op in component_ops.C_OPERATORS:  # bfloat16: in float, rounded once
            return component_ops.binary(e.op, lt.name, self.wrap(e.lhs, 0), self.wrap(e.rhs, 0)), PRIMARY
        if e.op == "lshift" and e.type.is_scalar and e.type.scalar.kind == "int" and e.lhs != Const(1, e.lhs.type):  # 1 << n: 2^n, defined for every n below the width
            return self.signed_left_shift(e), PRECEDENCE["unary"]
        if e.type.is_scalar and component_ops.promotes(e.type.name) and e.op in component_ops.NARROWED:
            return self.narrowed(e), PRECEDENCE["unary"]
        if e.op == "floordiv" and e.type.name in int_ops.FLOORDIV:  # Warp's floor division, not C's truncation
            helper = int_ops.FLOORDIV[e.type.name]
            self.helpers.add(f"{helper}:{e.type.name}")
            return f"{helper}({self.wrap(e.lhs, 0)}, {self.wrap(e.rhs, 0)})", PRIMARY
        if not (lt.is_scalar and rt.is_scalar):  # vector/matrix operators defined in the file
            kind = "div_sv" if e.op == "div" and lt.is_scalar else e.op  # s / v: Warp's div of a scalar by each component
            if e.op == "mul":
                kind = "mul_sv" if lt.is_scalar else "mul_vs"
                if not (lt.is_scalar or rt.is_scalar):
                    raise ValueError(f"mul of {lt.name} by {rt.name}: use cw_mul or matmul")
            self.helpers.add(f"{kind}:{e.type.name}")
        p = PRECEDENCE[e.op]
        lp, rp = (PRIMARY if int_ops.clarify(e.op, x) else q for x, q in ((e.lhs, p), (e.rhs, p + 1)))
        # left-associative: the right operand needs parentheses at equal precedence
        return f"{self.wrap(e.lhs, lp)} {INFIX[e.op]} {self.wrap(e.rhs, rp)}", p

    def signed_left_shift(self, e: Binary) -> str:
        """``x << n`` of a signed integer, in two's complement as Warp's code computes it on both devices
        (``(2 * j - 1) << level`` of warp.fem): C++ leaves a negative ``x``, or a result past the type's
        maximum, undefined, so the bits are shifted in the unsigned type of the width C computes in (int's for
        int8 and int16) and converted back; ``1 << n`` is left as it is (2^n fits the unsigned type, which
        C++14 on defines as the signed result). A count outside 0 .. width - 1 stays undefined: Warp's CPU masks
        it (x86's shl), a GPU's shl clamps it, and the emulation's UBSan names it."""
        unsigned = "unsigned long long" if e.type.scalar.size == 8 else "unsigned int"
        count = self.wrap(e.rhs, PRIMARY if int_ops.clarify(e.op, e.rhs) else PRECEDENCE[e.op] + 1)
        return f"({c_type(e.type)})(({unsigned}){self.wrap(e.lhs, PRECEDENCE['unary'])} << {count})"

    def narrowed(self, e: Binary) -> str:
        """An operation on int8 ... uint16 values, which C computes in int, converted back to the type as
        Warp's builtins return it (``synth.render.component_ops``); floor division through the int32 helper."""
        if e.op == "floordiv" and e.type.scalar.kind == "int":  # Warp's floordiv_signed; only -128 // -1 leaves the type, and wraps
            self.helpers.add("floordiv_int:int32")
            return f"({c_type(e.type)})floordiv_int({self.wrap(e.lhs, 0)}, {self.wrap(e.rhs, 0)})"
        op = "div" if e.op == "floordiv" else e.op  # unsigned // is C's /
        p = PRECEDENCE[op]
        lhs, rhs = self.wrap(e.lhs, PRECEDENCE["unary"] if (op, e.type.name) == ("mul", "uint16") else p), self.wrap(e.rhs, p + 1)
        if op in component_ops.C_OPERATORS:
            return component_ops.binary(op, e.type.name, lhs, rhs)
        return f"({c_type(e.type)})({lhs} {INFIX[op]} {rhs})"

    def call(self, e: Call) -> tuple[str, int]:
        """A builtin as the table spells it for these arguments (``synth.model.builtins``)."""
        b = builtin(e.fn)
        s = b.spelling(tuple(a.type for a in e.args))
        if s.cast:
            return s.c.format(self.wrap(e.args[0], PRECEDENCE["unary"])), PRECEDENCE["unary"]
        args = [self.wrap(a, 0) for a in e.args]
        if s.via:  # computed in another dtype: its spelling on the widened arguments, narrowed once
            dtype = SCALARS[s.on]
            text = self.spelled(b.spelling_on(s.via), [dtype.widen.format(a) for a in args], e, s.via)
            return dtype.narrow.format(text), PRIMARY
        return self.spelled(s, args, e, s.on), PRIMARY

    def spelled(self, s: Spelling, args: list[str], e: Call, dtype: str) -> str:
        """A spelling's template filled in, its helper (if any) added to the file."""
        first = e.args[0].type if e.args else None
        fields = {
            "args": ", ".join(args),
            "result": e.type.name,
            "arg0": first.name if first else "",
            "elem": first.array_element.name if first and first.is_array else "",
            "s": SCALARS[dtype].math if dtype in SCALARS else "",
            "suffix": rigid_suffix(tuple(a.type for a in e.args)),  # quat_rotate:quatd (synth.render.rigid_ops)
        }
        if s.helper:
            self.helpers.add(s.helper.format(**fields))
        return s.c.format(*args, **fields)

    def construct(self, e: Construct) -> str:
        args = [self.wrap(a, 0) for a in e.args]
        if e.type.is_struct:
            return f"{e.type.name}{{{', '.join(args)}}}"
        if e.type.name == "spatial_vector" and len(args) == 2:  # wp.spatial_vector(w, v)
            self.helpers.add("make_spatial_vector:spatial_vector")
            return f"make_spatial_vector({', '.join(args)})"
        if e.type.is_vector:
            return f"{e.type.name}{{{', '.join(args)}}}"
        n = e.type.shape[1]
        rows = ", ".join("{" + ", ".join(args[r * n : (r + 1) * n]) + "}" for r in range(e.type.shape[0]))
        return f"{e.type.name}{{{{{rows}}}}}"

    # statements --------------------------------------------------------------

    def statements(self, body: tuple[Stmt, ...], depth: int) -> list[str]:
        pad = INDENT * depth
        lines: list[str] = []
        for s in body:
            if isinstance(s, Let):
                value, _ = self.expr(s.value)
                if s.name in self.hoisted:
                    lines.append(f"{pad}{c_name(s.name)} = {value};")
                else:
                    const = "const " if s.name in self.constant else ""
                    lines.append(f"{pad}{const}{c_type(s.value.type)} {c_name(s.name)} = {value};")
            elif isinstance(s, Unpack):
                lines += self.unpack(s, pad)
            elif isinstance(s, Assign):
                lines.append(f"{pad}{c_name(s.name)} = {self.expr(s.value)[0]};")
            elif isinstance(s, AugAssign) and (not (t := self.locals.get(s.name, s.value.type)).is_scalar or t.scalar.via):  # the structs and __half have no +=: v = v + x
                lines.append(f"{pad}{c_name(s.name)} = {self.binary(Binary(s.op, Ref(s.name, t), s.value, t))[0]};")
            elif isinstance(s, AugAssign):
                lines.append(f"{pad}{c_name(s.name)} {AUGMENTED[s.op]} {self.expr(s.value)[0]};")
            elif isinstance(s, SetField):
                lines.append(f"{pad}{c_name(s.name)}.{s.field} = {self.expr(s.value)[0]};")
            elif isinstance(s, SetElement):
                t = s.type
                index = [self.expr(x)[0] for x in s.index]
                if t.is_matrix:
                    lines.append(f"{pad}{c_name(s.name)}.m[{index[0]}][{index[1]}] = {self.expr(s.value)[0]};")
                elif components_array(t):
                    lines.append(f"{pad}{c_name(s.name)}.c[{index[0]}] = {self.expr(s.value)[0]};")
                else:
                    self.helpers.add(f"set_component:{t.name}")
                    lines.append(f"{pad}set_component({c_name(s.name)}, {index[0]}, {self.expr(s.value)[0]});")
            elif isinstance(s, SetComponent):
                lines.append(f"{pad}{c_name(s.name)}{_component_part(s.index, self.locals[s.name])} = {self.expr(s.value)[0]};")
            elif isinstance(s, Store):
                lines.append(f"{pad}{self.slot(s.array, s.index)} = {self.expr(s.value)[0]};")
            elif isinstance(s, Atomic):
                lines.append(pad + self.atomic(s))
            elif isinstance(s, StoreComponent):
                element = self.slot(s.array, s.index)
                t = self.arrays.get(s.array) or self.spec.param(s.array).type
                lines.append(f"{pad}{element}{_component_part(s.component, t)} = {self.expr(s.value)[0]};")
            elif isinstance(s, Invoke):
                lines.append(f"{pad}{self.expr(s.call)[0]};")
            elif isinstance(s, Expect):
                lines.append(pad + self.expect(s))
            elif isinstance(s, Print):
                lines.append(pad + self.print(s))
            elif isinstance(s, For) and _reads_static(s):
                lines += self.unrolled(s, depth)
            elif isinstance(s, For):
                v = c_name(s.var)
                lines.append(f"{pad}for (int {v} = 0; {v} < {s.count}; ++{v}) {{")
                lines.extend(self.statements(s.body, depth + 1))
                lines.append(f"{pad}}}")
            elif isinstance(s, Range):
                v = c_name(s.var)
                test = "<" if s.step > 0 else ">"
                step = "++" + v if s.step == 1 else ("--" + v if s.step == -1 else f"{v} += {s.step}")
                lines.append(f"{pad}for (int {v} = {self.expr(s.start)[0]}; {v} {test} {self.wrap(s.stop, PRECEDENCE['compare'] + 1)}; {step}) {{")
                lines.extend(self.statements(s.body, depth + 1))
                lines.append(f"{pad}}}")
            elif isinstance(s, While):
                lines.append(f"{pad}while ({self.expr(s.cond)[0]}) {{")
                lines.extend(self.statements(s.body, depth + 1))
                lines.append(f"{pad}}}")
            elif isinstance(s, ForQuery):
                lines += self.query_loop(s, depth)
            elif isinstance(s, If):
                lines.extend(self.if_chain(s, depth))
            elif isinstance(s, Break):
                lines.append(f"{pad}break;")
            elif isinstance(s, Continue):
                lines.append(f"{pad}continue;")
            elif isinstance(s, Return) and isinstance(s.value, TupleOf):  # Warp's out-parameters ret_0, ret_1 ...
                lines += [f"{pad}ret_{k} = {self.expr(x)[0]};" for k, x in enumerate(s.value.items)] + [f"{pad}return;"]
            elif isinstance(s, Return):
                lines.append(f"{pad}return;" if s.value is None else f"{pad}return {self.expr(s.value)[0]};")
            else:
                raise TypeError(f"unknown statement node {type(s).__name__}")
        return lines

    def query_loop(self, s: ForQuery, depth: int) -> list[str]:
        """``for var in query:`` as the loop Warp's iteration runs: the query's next call writing each item."""
        if not isinstance(s.query, Ref):
            raise ValueError(f"for {s.var} in a query: the query must be a local, not a {type(s.query).__name__}")
        pad, fn, v = INDENT * depth, QUERY_NEXT[s.query.type.name], c_name(s.var)
        self.helpers.add(f"{fn}:float32")
        self.locals[s.var] = INT
        lines = [f"{pad}for (int {v}; {fn}({c_name(s.query.name)}, {v});) {{  // for {s.var} in {s.query.name}"]
        return [*lines, *self.statements(s.body, depth + 1), f"{pad}}}"]

    def unpack(self, s: Unpack, pad: str) -> list[str]:
        """``a, b = x, y``: one definition each (the names are new, so no value reads another);
        ``a, b = f(...)``: the locals, then the call writing them through its out-parameters, as Warp's code does."""
        types = [t for _, t in s.value.type.fields]
        if isinstance(s.value, TupleOf):
            lines = []
            for name, item in zip(s.names, s.value.items, strict=True):
                value = self.expr(item)[0]
                const = "const " if name in self.constant else ""
                lines.append(f"{pad}{c_name(name)} = {value};" if name in self.hoisted else f"{pad}{const}{c_type(item.type)} {c_name(name)} = {value};")
            return lines
        if not isinstance(s.value, FuncCall):
            raise ValueError(f"unpacking a {type(s.value).__name__}: a tuple expression or a call of a function returning a tuple is unpacked")
        for t in types:
            self.need_type(t)
        lines = [f"{pad}{c_type(t)} {c_name(n)};" for n, t in zip(s.names, types, strict=True) if n not in self.hoisted]
        args = [self.wrap(a, 0) for a in s.value.args] + [c_name(n) for n in s.names]
        return [*lines, f"{pad}{c_name(s.value.func)}({', '.join(args)});"]

    def unrolled(self, s: For, depth: int) -> list[str]:
        """A loop whose body reads its variable inside ``wp.static``: Warp unrolls it, each iteration with
        the variable a constant; so does the C, one block per iteration with the static values folded."""
        pad = INDENT * depth
        if any(isinstance(x, Continue | Break) for x in _own_statements(s.body)):
            raise ValueError(f"loop over {s.var}: a continue or break in a loop unrolled by wp.static is not rendered")
        uses_var = any(isinstance(e, Ref) and e.name == s.var for top in kernel_expressions(s.body) for e in _outside_static(top))
        lines = []
        for k in range(s.count):
            self.static_names[s.var] = k
            lines.append(f"{pad}{{  // {s.var} = {k}: unrolled, as Warp unrolls a loop whose static expressions read {s.var}")
            if uses_var:
                lines.append(f"{pad}{INDENT}const int {c_name(s.var)} = {k};")
            lines += self.statements(s.body, depth + 1)
            lines.append(f"{pad}}}")
        del self.static_names[s.var]
        return lines

    def if_chain(self, s: If, depth: int) -> list[str]:
        pad = INDENT * depth
        lines = [f"{pad}if ({self.expr(s.cond)[0]}) {{", *self.statements(s.body, depth + 1)]
        while len(s.orelse) == 1 and isinstance(s.orelse[0], If):
            s = s.orelse[0]
            lines.append(f"{pad}}} else if ({self.expr(s.cond)[0]}) {{")
            lines.extend(self.statements(s.body, depth + 1))
        if s.orelse:
            lines.append(f"{pad}}} else {{")
            lines.extend(self.statements(s.orelse, depth + 1))
        lines.append(f"{pad}}}")
        return lines

    def expect(self, s: Expect) -> str:
        """Warp's expectation as its helper's call (``synth.render.expect_ops``); in the verification
        run its result stored at the thread index."""
        self.need_type(s.actual.type)
        self.helpers.add(f"expect_{s.kind}:{s.actual.type.name}")
        args = ", ".join(self.expr(x)[0] for x in (s.actual, s.expected, s.tolerance) if x is not None)
        call = f"expect_{s.kind}({args})"
        if s.outcome is None:
            return call + ";"
        return f"{c_name(s.outcome)}[{self.element(s.outcome, None)}] = {call};"

    def print(self, s: Print) -> str:
        """Warp's print as printf (``synth.render.print_ops``): a string or a scalar inline, any other
        value through its type's ``print`` helper; ``wp.printf`` as the C call it is."""
        if s.kind == "printf":
            # C's varargs promote a float to double as Warp's call does; the .cu says so (it builds with -Werror=double-promotion)
            words = ['"' + print_ops.c_string(s.text) + '"', *("(double)" + self.wrap(a, PRIMARY) if a.type.name == "float32" else self.expr(a)[0] for a in s.args)]
            return f"printf({', '.join(words)});"
        if s.text is not None:
            return f'printf("{print_ops.c_string(s.text).replace("%", "%%")}\\n");'
        (value,) = s.args
        t = value.type.name
        if not print_ops.printable(t):
            raise ValueError(f"no print of a {t}: printed are {', '.join(print_ops.SCALAR_FORMATS)}, vectors, matrices, quaternions and transforms")
        if t in print_ops.SCALAR_FORMATS:
            fmt, arg = print_ops.printed(t, self.wrap(value, PRIMARY))
            return f'printf("{fmt}", {arg});'
        self.need_type(value.type)
        self.helpers.add(f"print:{t}")
        return f"print({self.expr(value)[0]});"

    def atomic(self, s: Atomic) -> str:
        return self.atomic_call(s.op, s.array, s.indices, s.value, component=s.component, field=s.field) + ";"

    def atomic_call(
        self,
        op: str,
        array: str,
        indices: tuple[Expr, ...],
        value_expr: Expr,
        compare: Expr | None = None,
        component: tuple[int, ...] = (),
        field: str = "",
    ) -> str:
        """The C call of one atomic on ``array[indices]`` (on its ``component`` or struct ``field``, where
        given: the atomic at that part's address); its value is the element before it (CUDA's, as Warp's)."""
        if op not in ("add", "sub", "min", "max", "cas", "exch", "and", "or", "xor"):
            raise ValueError(f"unknown atomic op {op!r}")
        t = self.arrays[array] if array in self.arrays else self.spec.param(array).type
        self.need_type(t)
        target = f"&{self.slot(array, indices)}"
        if component:
            target, t = f"{target}{_component_part(component, t)}", Type(t.scalar.name)
        if field:
            target, t = f"{target}.{field}", dict(t.fields)[field]
        value = self.expr(value_expr)[0]
        if op == "cas":  # Warp's atomic_cas: CUDA's atomicCAS, on the integers it takes
            if t.name not in ("int32", "uint32") or compare is None:
                raise ValueError(f"atomic cas into an array of {t.name}: only int32 and uint32, with a compare value, are rendered")
            return f"atomicCAS({target}, {self.expr(compare)[0]}, {value})"
        if op in ("and", "or", "xor"):  # Warp's atomic_and/or/xor: CUDA's atomicAnd, atomicOr, atomicXor
            if t.name not in ("int32", "uint32"):
                raise ValueError(f"atomic {op} into an array of {t.name}: only int32 and uint32 are rendered")
            return f"atomic{op.capitalize()}({target}, {value})"
        if op == "exch":  # Warp's atomic_exch: CUDA's atomicExch
            if t.name not in ("int32", "uint32", "float32"):
                raise ValueError(f"atomic exch into an array of {t.name}: only int32, uint32 and float32 are rendered")
            return f"atomicExch({target}, {value})"
        if op == "sub" and t.name in ("int32", "uint32"):  # CUDA's atomicSub: Warp's add of -value, wrapping alike
            return f"atomicSub({target}, {value})"
        if op == "sub" and t.name.startswith("vec") and t.scalar.name == "float32":  # Warp's atomic_add of -value, component by component
            self.helpers.update((f"atomic_add:{t.name}", f"neg:{t.name}"))
            return f"atomic_add({target}, -({value}))"
        if op == "sub":  # Warp's atomic_sub is atomic_add of -value (warp/native/array.h), bit for bit
            if t.name not in ("float32", "float64"):
                raise ValueError(
                    f"atomic sub into an array of {t.name}: only int32, uint32, float32, float64 and float32 vectors are rendered"
                )
            return f"atomicAdd({target}, -({value}))"
        if t.is_scalar and (component_ops.promotes(t.name) or t.name == "bfloat16"):  # CUDA has no atomics of 1 or 2 bytes but __half's
            raise ValueError(f"no {t.name} helper for atomic_{op}: CUDA's atomics take 4- and 8-byte values")
        if t.is_scalar:
            fn, deps = scalar_atomic(op, t.name)
            self.helpers.update(deps)
            return f"{fn}({target}, {value})"
        self.helpers.add(f"atomic_{op}:{t.name}")
        return f"atomic_{op}({target}, {value})"


def _component_part(k: tuple[int, ...], t: Type) -> str:
    """The C of one constant component of a vector (``.y``, ``.c[4]``) or a matrix (``.m[1][0]``) of type ``t``."""
    return f".{field(t.shape[0], k[0])}" if len(k) == 1 else f".m[{k[0]}][{k[1]}]"


def _nested_lets(body: tuple[Stmt, ...], params: tuple[str, ...] = ()) -> dict[str, Type]:
    """Locals first defined inside an if or a loop: declared at the top, since Python scopes them to the kernel."""
    top = {s.name for s in body if isinstance(s, Let)} | {n for s in body if isinstance(s, Unpack) for n in s.names} | set(params)
    found: dict[str, Type] = {}
    for s in walk_statements(body):
        if isinstance(s, Let) and s.name not in top:
            found.setdefault(s.name, s.value.type)
        elif isinstance(s, Unpack):
            for name, (_, t) in zip(s.names, s.value.type.fields, strict=True):
                if name not in top:
                    found.setdefault(name, t)
    return found


def _own_statements(body: tuple[Stmt, ...]):
    """The statements of a loop body, those of nested ifs included, not those of nested loops."""
    for s in body:
        yield s
        if isinstance(s, If):
            yield from _own_statements(s.body)
            yield from _own_statements(s.orelse)


def _reads_static(s: For) -> bool:
    """Whether a loop's body reads its variable inside ``wp.static`` (Warp then unrolls it)."""
    return any(isinstance(e, Static) and static_fold.reads(e, s.var) for top in kernel_expressions(s.body) for e in walk_expr(top))


def _outside_static(e: Expr):
    """``e`` and its sub-expressions, not those inside ``wp.static``."""
    yield e
    if not isinstance(e, Static):
        for child in walk.children(e):
            yield from _outside_static(child)


def extent_name(spec: KernelSpec, p: Param, d: int) -> str:
    """The C name holding array ``p``'s extent along ``d``: a launch extent for an array of the
    launch shape, else a kernel parameter ``<array>_shape<d>``."""
    if p.shape is None and not (p.kind == "out" and p.length is not None):
        return launch_extents(spec)[d]
    return f"{c_name(p.name)}_shape{d}"


def launch_extents(spec: KernelSpec) -> tuple[str, ...]:
    """The kernel's thread-count parameters: ``n`` for a 1-D launch, ``n0, n1[, n2]`` otherwise."""
    return (_size_name(spec),) if len(spec.shape) == 1 else tuple(f"n{d}" for d in range(len(spec.shape)))


def tile_extents(spec: KernelSpec) -> set[tuple[str, int]]:
    """(array, dimension) pairs whose extents a tile kernel's loads and stores check."""
    needed = set()
    for s in tile_statements(spec.body):
        arrays = [s.array] if isinstance(s, (TileStore, TileAtomicAdd)) else []
        for tree in statement_tiles(s):
            arrays += [x.array for x in walk_tile(tree) if isinstance(x, TileLoad)]
        for a in arrays:
            needed.update((a, d) for d in range(len(spec.array_shape(spec.param(a)))))
    return needed


def extent_params(spec: KernelSpec) -> list[tuple[Param, int]]:
    """(array, dimension) pairs whose extent the kernel needs as a parameter: the inner
    extents of multi-dimensional arrays not of the launch shape, and every extent read by ``.shape``."""
    needed: set[tuple[str, int]] = set()
    for p in spec.params:
        if p.kind != "scalar" and extent_name(spec, p, 0).endswith("_shape0"):
            needed.update((p.name, d) for d in range(1, len(spec.array_shape(p))))
    for body, own in [(spec.body, set()), *((f.body, {n for n, t in f.params if t.is_array}) for f in spec.funcs)]:
        for top in kernel_expressions(body):
            for e in walk_expr(top):
                if isinstance(e, Shape) and e.array not in own and e.row is None:  # (an element's length is in its Fabric array's tables)
                    needed.add((e.array, e.dim))
                elif isinstance(e, FuncCall) and not own:  # the kernel's arrays handed to a function with their extents
                    callee = spec.func(e.func)
                    takes = func_extents(spec, callee)
                    needed.update((a.name, d) for (n, _), a in zip(callee.params, e.args, strict=True) if n in takes for d in range(a.type.array_ndim))
    if spec.block_dim is not None:  # a tile's loads and stores check every extent of their arrays
        needed |= tile_extents(spec)
    indexed = {p.name for p in spec.params if p.is_indexed_array}  # its struct holds its extents
    return [(p, d) for p in spec.params for d in range(3) if (p.name, d) in needed and p.name not in indexed and extent_name(spec, p, d).endswith(f"_shape{d}")]


def _size_name(spec: KernelSpec) -> str:
    """The kernel's thread-count parameter: ``n``, unless the spec already uses that name."""
    names = {p.name for p in spec.params} | set(spec.tids) | {s.name for s in walk_statements(spec.body) if isinstance(s, Let)}
    names |= {s.var for s in walk_statements(spec.body) if isinstance(s, (For, Range, ForQuery))}
    return "n" if "n" not in names else "num_threads"


def kernel_signature(spec: KernelSpec) -> list[str]:
    params = []
    for p in spec.params:
        t = c_type(p.type)
        if p.is_fabric:  # its bucket table (synth.render.fabric_ops), an indexed one's index array after it
            params.append(f"{'FabricArrayOfArrays' if p.lengths else 'FabricArray'} {c_name(p.name)}")
            params += [f"const int* __restrict__ {c_name(p.name)}_indices"] if p.indexed is not None else []
        elif p.is_indexed_array:  # the array it indexes, its index arrays and extents (synth.render.indexed_ops)
            params.append(f"IndexedArray<{t}> {c_name(p.name)}")
        elif p.kind == "in":
            params.append(f"const {t}* __restrict__ {c_name(p.name)}")
        elif p.kind in ("out", "none"):  # an array passed as None: a null pointer, which the code tests before use
            params.append(f"{t}* {c_name(p.name)}")
        elif p.kind == "scalar":
            params.append(f"{t} {c_name(p.name)}")
        elif p.kind == "mesh":  # the mesh the launch built (synth.render.geometry_ops), by value
            params.append(f"Mesh {c_name(p.name)}")
        elif p.kind == "hash_grid":  # the hash grid the host built (synth.render.geometry_ops), by value
            params.append(f"HashGrid {c_name(p.name)}")
        elif p.kind == "bvh":  # the boxes the launch built Warp's BVH of (synth.render.geometry_ops), by value
            params.append(f"Bvh {c_name(p.name)}")
        else:
            raise ValueError(f"unknown parameter kind {p.kind!r}")
    params += [f"int {extent_name(spec, p, d)}" for p, d in extent_params(spec)]
    return [*params, *(f"int {n}" for n in launch_extents(spec))]


def struct_text(t: Type) -> str:
    """A user struct: its fields in order, float32 words like Warp's layout."""
    fields = "".join(f" {c_type(ft)} {n};" for n, ft in t.fields)
    return f"struct {t.name} {{{fields} }};"


def func_text(spec: KernelSpec, f: Func, helpers: set[str]) -> str:
    """A ``@wp.func`` as a ``__device__`` function (by-value parameters, one return type; a
    function returning a tuple writes its values through reference parameters ``ret_0``,
    ``ret_1`` ..., as Warp's generated code does). A generic function (``Any`` parameters) is
    the overload Warp makes for the types it is called with; a custom adjoint has no forward code."""
    w = _KernelWriter(spec, f.body, tuple(n for n, _ in f.params), f.returns)
    w.arrays = {n: t.array_element for n, t in f.params if t.is_array}
    w.locals.update(f.params)
    takes = func_extents(spec, f)
    outs = [ft for _, ft in f.returns.fields] if f.returns.is_tuple else []
    for _, t in (*f.params, ("", f.returns), *(("", t) for t in outs)):
        w.need_type(t.array_element if t.is_array else t)
    body = w.statements(f.body, 1)
    hoisted = [f"{INDENT}{c_type(t)} {c_name(name)}{{}};" for name, t in w.hoisted.items()]
    for t in w.hoisted.values():
        w.need_type(t)
    helpers |= w.helpers
    written = writes(spec, f)
    declared = []
    for n, t in f.params:
        if not t.is_array:
            declared.append(f"{c_type(t)} {c_name(n)}")
            continue
        declared.append(f"{'' if n in written else 'const '}{c_type(t.array_element)}* {c_name(n)}")
        declared += [f"int {c_name(n)}_shape{d}" for d in range(t.array_ndim) if n in takes]
    params = ", ".join([*declared, *(f"{c_type(t)}& ret_{k}" for k, t in enumerate(outs))])
    returns = "void" if f.returns.is_tuple else c_type(f.returns)
    return "\n".join([f"__device__ {returns} {c_name(f.name)}({params})", "{", *hoisted, *body, "}"])


def func_extents(spec: KernelSpec, f: Func) -> set[str]:
    """The array parameters a function takes with their extents (each ``<array>_shape<d>``): a
    multi-dimensional one (its row-major index needs them), one whose shape it reads, one it hands
    on to a function that takes them."""
    arrays = {n for n, t in f.params if t.is_array}
    found = {n for n, t in f.params if t.is_array and t.array_ndim > 1}
    for top in kernel_expressions(f.body):
        for e in walk_expr(top):
            if isinstance(e, Shape):
                found.add(e.array)
            elif isinstance(e, FuncCall):
                callee = spec.func(e.func)
                takes = func_extents(spec, callee)
                found |= {a.name for (n, _), a in zip(callee.params, e.args, strict=True) if n in takes and isinstance(a, Ref)}
    return found & arrays


def writes(spec: KernelSpec, f: Func) -> set[str]:
    """The array parameters a function stores to, itself or through the functions it passes them to."""
    found = {s.array for s in walk_statements(f.body) if isinstance(s, (Store, Atomic, StoreComponent))}
    for top in kernel_expressions(f.body):
        for e in walk_expr(top):
            if isinstance(e, AtomicValue):
                found.add(e.array)
            if isinstance(e, FuncCall):
                callee = spec.func(e.func)
                found |= {a.name for (n, _), a in zip(callee.params, e.args, strict=True) if isinstance(a, Ref) and n in writes(spec, callee)}
    return found & {n for n, t in f.params if t.is_array}


def thread_index_lines(spec: KernelSpec) -> list[str]:
    """The thread's indices from the CUDA grid (x along the last index) and the bounds check."""
    extents = launch_extents(spec)
    axes = "xyz"
    if not spec.uses_tid:  # no thread index read: still one run of the body per thread of the launch, as Warp's
        if len(spec.shape) == 1:
            return [f"{INDENT}if (blockIdx.x * blockDim.x + threadIdx.x >= {extents[0]}) return;"]
        index = [f"blockIdx.{a} * blockDim.{a} + threadIdx.{a}" for a in axes[len(spec.shape) - 1 :: -1]]
        return [f"{INDENT}if ({' || '.join(f'{i} >= {n}' for i, n in zip(index, extents, strict=True))}) return;"]
    if len(spec.shape) == 1:
        i = c_name(spec.tids[0])
        return [f"{INDENT}const int {i} = blockIdx.x * blockDim.x + threadIdx.x;", f"{INDENT}if ({i} >= {extents[0]}) return;"]
    lines = []
    for d, name in enumerate(spec.tids):
        a = axes[len(spec.shape) - 1 - d]
        lines.append(f"{INDENT}const int {c_name(name)} = blockIdx.{a} * blockDim.{a} + threadIdx.{a};")
    bounds = " || ".join(f"{c_name(t)} >= {n}" for t, n in zip(spec.tids, extents, strict=True))
    return [*lines, f"{INDENT}if ({bounds}) return;"]


def _written(spec: KernelSpec) -> tuple[_KernelWriter, list[str], list[str], list[str]]:
    """The kernel's writer (with every helper it and its functions call), its functions' text, its body and hoisted locals."""
    w = _KernelWriter(spec, spec.body)
    for p in spec.params:
        if p.kind in HANDLE_KINDS:
            w.helpers.add(f"{p.kind}:float32")
        else:
            w.need_type(p.type)
        if p.is_fabric:
            w.helpers.add("fabric_rows:float32" if p.lengths else "fabric:float32")
        if p.is_indexed_array:
            w.helpers.add("indexed:float32")
    funcs = [func_text(spec, f, w.helpers) for f in spec.funcs]
    body = w.statements(spec.body, 1)
    hoisted = [f"{INDENT}{c_type(t)} {c_name(name)}{{}};" for name, t in w.hoisted.items()]
    for t in w.hoisted.values():
        w.need_type(t)
    for st in spec.structs:
        for _, ft in st.fields:
            w.need_type(ft)
    return w, funcs, body, hoisted


def helper_keys(spec: KernelSpec) -> set[str]:
    """Every helper (``kind:type``) the kernel's device code holds, those its helpers need included."""
    return closure(_written(spec)[0].helpers)


def render_device(spec: KernelSpec) -> str:
    """The types, the helpers and functions the kernel uses, and the kernel, one thread per launch index
    (a tile kernel's is ``synth.render.cuda.tiles``'s; ``synth.render.cuda.device`` chooses)."""
    w, funcs, body, hoisted = _written(spec)
    head = f'extern "C" __global__ void {spec.name}('
    signature = head + ", ".join(kernel_signature(spec)) + ")"
    if len(signature) > 100:
        signature = head + "\n" + ",\n".join(INDENT + a for a in kernel_signature(spec)) + ")"
    if not spec.uses_tid:
        what = "a single thread (it reads no thread index)"
    else:
        what = "one thread per array element" if len(spec.shape) == 1 else f"a {len(spec.shape)}-D grid of threads"
    kernel = "\n".join(
        [
            f"// {spec.described}: {what}.",
            signature,
            "{",
            *thread_index_lines(spec),
            *hoisted,
            *body,
            "}",
        ]
    )
    chunks = [helpers_text(w.helpers)]
    chunks += constants_text(spec)
    if spec.structs:
        chunks.append("// Structs (float32 fields, laid out as Warp's).\n" + "\n".join(struct_text(t) for t in spec.structs))
    chunks += funcs
    return "\n\n".join(c for c in chunks if c) + ("\n\n" if any(chunks) else "") + kernel + "\n"


def constants_text(spec: KernelSpec) -> list[str]:
    """The kernel's named constants as ``constexpr``: the module's, then the values it captured from its factory."""
    module = [k for k in spec.constants if k.kind != "closure"]
    captured = [k for k in spec.constants if k.kind == "closure"]
    chunks = []
    if module:
        chunks.append("// Module constants, which Warp inlines where the kernel reads them.\n" + "\n".join(constant_text(k) for k in module))
    if captured:
        chunks.append(
            f"// The values {spec.factory_name} captured (closure variables: Warp inlines each where the kernel reads it).\n"
            + "\n".join(constant_text(k) for k in captured)
        )
    return chunks


def constant_text(k: ModuleConstant) -> str:
    """``constexpr`` of a float32 or int32 module constant (the types generators declare)."""
    if k.type.name not in ("float32", "int32"):
        raise ValueError(f"module constant {k.name}: {k.type.name} constants are not rendered (float32 and int32 are)")
    value = SCALARS[k.type.name].c_literal(k.value)
    return f"constexpr {c_type(k.type)} {c_name(k.name)} = {value};"
