struct wp_args_complex_math_s000002 {
    wp::array_t<wp::float64> a;
    wp::array_t<wp::float64> b;
    wp::array_t<wp::vec_t<2, wp::float64>> c;
    wp::array_t<wp::vec_t<2, wp::float64>> out;
    wp::array_t<wp::float64> out1;
};

template <bool wp_linear_contiguous>
static void complex_math_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_complex_math_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_complex_math_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float64);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float64);
        wp_contiguous_args.c.strides[0] = sizeof(wp::vec_t<2, wp::float64>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::vec_t<2, wp::float64>);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float64);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float64> var_a = _wp_args->a;
    wp::array_t<wp::float64> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<2, wp::float64>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<2, wp::float64>> var_out = _wp_args->out;
    wp::array_t<wp::float64> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float64* var_1;
    wp::float64* var_2;
    wp::vec_t<2, wp::float64> var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::vec_t<2, wp::float64>* var_6;
    wp::vec_t<2, wp::float64>* var_7;
    wp::float64 var_8;
    wp::vec_t<2, wp::float64> var_9;
    wp::vec_t<2, wp::float64> var_10;
    wp::vec_t<2, wp::float64> var_11;
    const wp::int32 var_12 = 0;
    wp::float64 var_13;
    const wp::int32 var_14 = 0;
    wp::float64 var_15;
    wp::float64 var_16;
    const wp::int32 var_17 = 1;
    wp::float64 var_18;
    const wp::int32 var_19 = 1;
    wp::float64 var_20;
    wp::float64 var_21;
    wp::float64 var_22;
    const wp::int32 var_23 = 0;
    wp::float64 var_24;
    const wp::int32 var_25 = 1;
    wp::float64 var_26;
    wp::float64 var_27;
    const wp::int32 var_28 = 1;
    wp::float64 var_29;
    const wp::int32 var_30 = 0;
    wp::float64 var_31;
    wp::float64 var_32;
    wp::float64 var_33;
    wp::vec_t<2, wp::float64> var_34;
    wp::float64 var_35;
    const wp::int32 var_36 = 0;
    wp::float64 var_37;
    wp::float64 var_38;
    wp::float64 var_39;
    wp::float64 var_40;
    //---------
    // forward
    // def complex_math_s000002(                                                              <L 7>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // x0, x1 = wp.vec2d(a[i], b[i]), c[i] / wp.length(c[i])                                  <L 15>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_b, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = wp::vec_t<2, wp::float64>(var_4, var_5);
    var_6 = wp::address(var_c, var_0);
    var_7 = wp::address(var_c, var_0);
    var_9 = wp::load(var_7);
    var_8 = wp::length(var_9);
    var_11 = wp::load(var_6);
    var_10 = wp::div(var_11, var_8);
    // x2 = wp.vec2d(x0[0] * x1[0] - x0[1] * x1[1], x0[0] * x1[1] + x0[1] * x1[0])            <L 16>
    var_13 = wp::extract(var_3, var_12);
    var_15 = wp::extract(var_10, var_14);
    var_16 = wp::mul(var_13, var_15);
    var_18 = wp::extract(var_3, var_17);
    var_20 = wp::extract(var_10, var_19);
    var_21 = wp::mul(var_18, var_20);
    var_22 = wp::sub(var_16, var_21);
    var_24 = wp::extract(var_3, var_23);
    var_26 = wp::extract(var_10, var_25);
    var_27 = wp::mul(var_24, var_26);
    var_29 = wp::extract(var_3, var_28);
    var_31 = wp::extract(var_10, var_30);
    var_32 = wp::mul(var_29, var_31);
    var_33 = wp::add(var_27, var_32);
    var_34 = wp::vec_t<2, wp::float64>(var_22, var_33);
    // out[i] = x2                                                                            <L 17>
    wp::array_store(var_out, var_0, var_34);
    // out1[i] = wp.dot(x2, x2) + x0[0] * wp.float64(0.5)                                     <L 18>
    var_35 = wp::dot(var_34, var_34);
    var_37 = wp::extract(var_3, var_36);
    var_38 = 0.5;
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::add(var_35, var_39);
    wp::array_store(var_out1, var_0, var_40);
}