template <bool wp_linear_contiguous>
static void complex_math_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_complex_math_s000000 *_wp_args,
    wp_args_complex_math_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_complex_math_s000000 wp_contiguous_args;
    wp_args_complex_math_s000000 wp_contiguous_adj_args;
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
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float64> var_a = _wp_args->a;
    wp::array_t<wp::float64> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<2, wp::float64>> var_c = _wp_args->c;
    wp::array_t<wp::vec_t<2, wp::float64>> var_out = _wp_args->out;
    wp::array_t<wp::float64> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float64> adj_b = _wp_adj_args->b;
    wp::array_t<wp::vec_t<2, wp::float64>> adj_c = _wp_adj_args->c;
    wp::array_t<wp::vec_t<2, wp::float64>> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float64* var_1;
    wp::float64* var_2;
    wp::vec_t<2, wp::float64>* var_3;
    wp::vec_t<2, wp::float64> var_4;
    wp::vec_t<2, wp::float64> var_5;
    wp::float64 var_6;
    wp::float64 var_7;
    wp::vec_t<2, wp::float64> var_8;
    const wp::int32 var_9 = 0;
    wp::float64 var_10;
    const wp::int32 var_11 = 0;
    wp::float64 var_12;
    wp::float64 var_13;
    const wp::int32 var_14 = 1;
    wp::float64 var_15;
    const wp::int32 var_16 = 1;
    wp::float64 var_17;
    wp::float64 var_18;
    wp::float64 var_19;
    const wp::int32 var_20 = 0;
    wp::float64 var_21;
    const wp::int32 var_22 = 1;
    wp::float64 var_23;
    wp::float64 var_24;
    const wp::int32 var_25 = 1;
    wp::float64 var_26;
    const wp::int32 var_27 = 0;
    wp::float64 var_28;
    wp::float64 var_29;
    wp::float64 var_30;
    wp::vec_t<2, wp::float64> var_31;
    const wp::int32 var_32 = 0;
    wp::float64 var_33;
    const wp::int32 var_34 = 1;
    wp::float64 var_35;
    wp::float64 var_36;
    wp::vec_t<2, wp::float64> var_37;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float64 adj_1 = {};
    wp::float64 adj_2 = {};
    wp::vec_t<2, wp::float64> adj_3 = {};
    wp::vec_t<2, wp::float64> adj_4 = {};
    wp::vec_t<2, wp::float64> adj_5 = {};
    wp::float64 adj_6 = {};
    wp::float64 adj_7 = {};
    wp::vec_t<2, wp::float64> adj_8 = {};
    wp::int32 adj_9 = {};
    wp::float64 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float64 adj_12 = {};
    wp::float64 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::float64 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::float64 adj_17 = {};
    wp::float64 adj_18 = {};
    wp::float64 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::float64 adj_21 = {};
    wp::int32 adj_22 = {};
    wp::float64 adj_23 = {};
    wp::float64 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::float64 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float64 adj_28 = {};
    wp::float64 adj_29 = {};
    wp::float64 adj_30 = {};
    wp::vec_t<2, wp::float64> adj_31 = {};
    wp::int32 adj_32 = {};
    wp::float64 adj_33 = {};
    wp::int32 adj_34 = {};
    wp::float64 adj_35 = {};
    wp::float64 adj_36 = {};
    wp::vec_t<2, wp::float64> adj_37 = {};
    //---------
    // forward
    // def complex_math_s000000(                                                              <L 12>
    // i = wp.tid()                                                                           <L 18>
    var_0 = builtin_tid1d();
    // x0, x1 = complex_math_s000000_pair(a[i], b[i], c[i])                                   <L 19>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_b, var_0);
    var_3 = wp::address(var_c, var_0);
    var_6 = wp::load(var_1);
    var_7 = wp::load(var_2);
    var_8 = wp::load(var_3);
    complex_math_s000000_pair_0(var_6, var_7, var_8, var_4, var_5);
    // x2 = wp.vec2d(x0[0] * x1[0] - x0[1] * x1[1], x0[0] * x1[1] + x0[1] * x1[0])            <L 20>
    var_10 = wp::extract(var_4, var_9);
    var_12 = wp::extract(var_5, var_11);
    var_13 = wp::mul(var_10, var_12);
    var_15 = wp::extract(var_4, var_14);
    var_17 = wp::extract(var_5, var_16);
    var_18 = wp::mul(var_15, var_17);
    var_19 = wp::sub(var_13, var_18);
    var_21 = wp::extract(var_4, var_20);
    var_23 = wp::extract(var_5, var_22);
    var_24 = wp::mul(var_21, var_23);
    var_26 = wp::extract(var_4, var_25);
    var_28 = wp::extract(var_5, var_27);
    var_29 = wp::mul(var_26, var_28);
    var_30 = wp::add(var_24, var_29);
    var_31 = wp::vec_t<2, wp::float64>(var_19, var_30);
    // out[i] = wp.vec2d(x2[0], -x2[1])                                                       <L 21>
    var_33 = wp::extract(var_31, var_32);
    var_35 = wp::extract(var_31, var_34);
    var_36 = wp::neg(var_35);
    var_37 = wp::vec_t<2, wp::float64>(var_33, var_36);
    // wp::array_store(var_out, var_0, var_37);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_37, adj_out, adj_0, adj_37);
    wp::adj_vec_t(var_33, var_36, adj_33, adj_36, adj_37);
    wp::adj_neg(var_35, adj_35, adj_36);
    wp::adj_extract(var_31, var_34, adj_31, adj_34, adj_35);
    wp::adj_extract(var_31, var_32, adj_31, adj_32, adj_33);
    // adj: out[i] = wp.vec2d(x2[0], -x2[1])                                                  <L 21>
    wp::adj_vec_t(var_19, var_30, adj_19, adj_30, adj_31);
    wp::adj_add(var_24, var_29, adj_24, adj_29, adj_30);
    wp::adj_mul(var_26, var_28, adj_26, adj_28, adj_29);
    wp::adj_extract(var_5, var_27, adj_5, adj_27, adj_28);
    wp::adj_extract(var_4, var_25, adj_4, adj_25, adj_26);
    wp::adj_mul(var_21, var_23, adj_21, adj_23, adj_24);
    wp::adj_extract(var_5, var_22, adj_5, adj_22, adj_23);
    wp::adj_extract(var_4, var_20, adj_4, adj_20, adj_21);
    wp::adj_sub(var_13, var_18, adj_13, adj_18, adj_19);
    wp::adj_mul(var_15, var_17, adj_15, adj_17, adj_18);
    wp::adj_extract(var_5, var_16, adj_5, adj_16, adj_17);
    wp::adj_extract(var_4, var_14, adj_4, adj_14, adj_15);
    wp::adj_mul(var_10, var_12, adj_10, adj_12, adj_13);
    wp::adj_extract(var_5, var_11, adj_5, adj_11, adj_12);
    wp::adj_extract(var_4, var_9, adj_4, adj_9, adj_10);
    // adj: x2 = wp.vec2d(x0[0] * x1[0] - x0[1] * x1[1], x0[0] * x1[1] + x0[1] * x1[0])       <L 20>
    adj_complex_math_s000000_pair_0(var_6, var_7, var_8, var_4, var_5, adj_1, adj_2, adj_3, adj_4, adj_5);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_3);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0, x1 = complex_math_s000000_pair(a[i], b[i], c[i])                              <L 19>
    // adj: i = wp.tid()                                                                      <L 18>
    // adj: def complex_math_s000000(                                                         <L 12>
    return;
}