template <bool wp_linear_contiguous>
static void complex_math_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_complex_math_s000002 *_wp_args,
    wp_args_complex_math_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_complex_math_s000002 wp_contiguous_args;
    wp_args_complex_math_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float64);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float64);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float64);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float64);
        wp_contiguous_args.c.strides[0] = sizeof(wp::vec_t<2, wp::float64>);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::vec_t<2, wp::float64>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::vec_t<2, wp::float64>);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::vec_t<2, wp::float64>);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float64);
        wp_contiguous_adj_args.out1.strides[0] = sizeof(wp::float64);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float64> var_a = _wp_args->a;
    wp::array_t<wp::float64> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<2, wp::float64>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<2, wp::float64>> var_out = _wp_args->out;
    wp::array_t<wp::float64> var_out1 = _wp_args->out1;
    wp::array_t<wp::float64> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float64> adj_b = _wp_adj_args->b;
    wp::array_t<wp::vec_t<2, wp::float64>> adj_c = _wp_adj_args->c;
    wp::array_t<wp::vec_t<2, wp::float64>> adj_out = _wp_adj_args->out;
    wp::array_t<wp::float64> adj_out1 = _wp_adj_args->out1;
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
    // dual vars
    wp::int32 adj_0 = {};
    wp::float64 adj_1 = {};
    wp::float64 adj_2 = {};
    wp::vec_t<2, wp::float64> adj_3 = {};
    wp::float64 adj_4 = {};
    wp::float64 adj_5 = {};
    wp::vec_t<2, wp::float64> adj_6 = {};
    wp::vec_t<2, wp::float64> adj_7 = {};
    wp::float64 adj_8 = {};
    wp::vec_t<2, wp::float64> adj_9 = {};
    wp::vec_t<2, wp::float64> adj_10 = {};
    wp::vec_t<2, wp::float64> adj_11 = {};
    wp::int32 adj_12 = {};
    wp::float64 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::float64 adj_15 = {};
    wp::float64 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float64 adj_18 = {};
    wp::int32 adj_19 = {};
    wp::float64 adj_20 = {};
    wp::float64 adj_21 = {};
    wp::float64 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::float64 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::float64 adj_26 = {};
    wp::float64 adj_27 = {};
    wp::int32 adj_28 = {};
    wp::float64 adj_29 = {};
    wp::int32 adj_30 = {};
    wp::float64 adj_31 = {};
    wp::float64 adj_32 = {};
    wp::float64 adj_33 = {};
    wp::vec_t<2, wp::float64> adj_34 = {};
    wp::float64 adj_35 = {};
    wp::int32 adj_36 = {};
    wp::float64 adj_37 = {};
    wp::float64 adj_38 = {};
    wp::float64 adj_39 = {};
    wp::float64 adj_40 = {};
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
    // wp::array_store(var_out, var_0, var_34);
    // out1[i] = wp.dot(x2, x2) + x0[0] * wp.float64(0.5)                                     <L 18>
    var_35 = wp::dot(var_34, var_34);
    var_37 = wp::extract(var_3, var_36);
    var_38 = 0.5;
    var_39 = wp::mul(var_37, var_38);
    var_40 = wp::add(var_35, var_39);
    // wp::array_store(var_out1, var_0, var_40);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_40, adj_out1, adj_0, adj_40);
    wp::adj_add(var_35, var_39, adj_35, adj_39, adj_40);
    wp::adj_mul(var_37, var_38, adj_37, adj_38, adj_39);
    wp::adj_extract(var_3, var_36, adj_3, adj_36, adj_37);
    wp::adj_dot(var_34, var_34, adj_34, adj_34, adj_35);
    // adj: out1[i] = wp.dot(x2, x2) + x0[0] * wp.float64(0.5)                                <L 18>
    wp::adj_array_store(var_out, var_0, var_34, adj_out, adj_0, adj_34);
    // adj: out[i] = x2                                                                       <L 17>
    wp::adj_vec_t(var_22, var_33, adj_22, adj_33, adj_34);
    wp::adj_add(var_27, var_32, adj_27, adj_32, adj_33);
    wp::adj_mul(var_29, var_31, adj_29, adj_31, adj_32);
    wp::adj_extract(var_10, var_30, adj_10, adj_30, adj_31);
    wp::adj_extract(var_3, var_28, adj_3, adj_28, adj_29);
    wp::adj_mul(var_24, var_26, adj_24, adj_26, adj_27);
    wp::adj_extract(var_10, var_25, adj_10, adj_25, adj_26);
    wp::adj_extract(var_3, var_23, adj_3, adj_23, adj_24);
    wp::adj_sub(var_16, var_21, adj_16, adj_21, adj_22);
    wp::adj_mul(var_18, var_20, adj_18, adj_20, adj_21);
    wp::adj_extract(var_10, var_19, adj_10, adj_19, adj_20);
    wp::adj_extract(var_3, var_17, adj_3, adj_17, adj_18);
    wp::adj_mul(var_13, var_15, adj_13, adj_15, adj_16);
    wp::adj_extract(var_10, var_14, adj_10, adj_14, adj_15);
    wp::adj_extract(var_3, var_12, adj_3, adj_12, adj_13);
    // adj: x2 = wp.vec2d(x0[0] * x1[0] - x0[1] * x1[1], x0[0] * x1[1] + x0[1] * x1[0])       <L 16>
    wp::adj_div(var_11, var_8, adj_6, adj_8, adj_10);
    wp::adj_length(var_9, var_8, adj_7, adj_8);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_7);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_6);
    wp::adj_vec_t(var_4, var_5, adj_1, adj_2, adj_3);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0, x1 = wp.vec2d(a[i], b[i]), c[i] / wp.length(c[i])                             <L 15>
    // adj: i = wp.tid()                                                                      <L 14>
    // adj: def complex_math_s000002(                                                         <L 7>
    return;
}