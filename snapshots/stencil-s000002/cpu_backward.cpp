template <bool wp_linear_contiguous>
static void stencil_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_stencil_s000002 *_wp_args,
    wp_args_stencil_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 2;
    wp::int32 var_2;
    const wp::int32 var_3 = 0;
    wp::int32 var_4;
    wp::float32* var_5;
    const wp::int32 var_6 = 2;
    wp::int32 var_7;
    wp::shape_t* var_8;
    const wp::int32 var_9 = 0;
    wp::int32 var_10;
    wp::shape_t var_11;
    const wp::int32 var_12 = 1;
    wp::int32 var_13;
    wp::int32 var_14;
    wp::float32* var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32* var_19;
    const wp::float32 var_20 = 2.0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 2.0;
    wp::float32 var_25;
    wp::float32* var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 1.0;
    wp::float32 var_31;
    const wp::float32 var_32 = 0.5;
    wp::float32 var_33;
    wp::float32* var_34;
    const wp::float32 var_35 = 1.0;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32 var_38;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::shape_t adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::shape_t adj_11 = {};
    wp::int32 adj_12 = {};
    wp::int32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    //---------
    // forward
    // def stencil_s000002(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = (a[wp.max(i - 2, 0)] + a[wp.min(i + 2, a.shape[0] - 1)] - a[i] * 2.0) * 2.0       <L 13>
    var_2 = wp::sub(var_0, var_1);
    var_4 = wp::max(var_2, var_3);
    var_5 = wp::address(var_a, var_4);
    var_7 = wp::add(var_0, var_6);
    var_8 = &(var_a.shape);
    var_11 = wp::load(var_8);
    var_10 = wp::extract(var_11, var_9);
    var_13 = wp::sub(var_10, var_12);
    var_14 = wp::min(var_7, var_13);
    var_15 = wp::address(var_a, var_14);
    var_17 = wp::load(var_5);
    var_18 = wp::load(var_15);
    var_16 = wp::add(var_17, var_18);
    var_19 = wp::address(var_a, var_0);
    var_22 = wp::load(var_19);
    var_21 = wp::mul(var_22, var_20);
    var_23 = wp::sub(var_16, var_21);
    var_25 = wp::mul(var_23, var_24);
    // out[i] = wp.pow(wp.abs(a[i] + x0) + 1.0, 0.5) + b[i] * 1.0                             <L 14>
    var_26 = wp::address(var_a, var_0);
    var_28 = wp::load(var_26);
    var_27 = wp::add(var_28, var_25);
    var_29 = wp::abs(var_27);
    var_31 = wp::add(var_29, var_30);
    var_33 = wp::pow(var_31, var_32);
    var_34 = wp::address(var_b, var_0);
    var_37 = wp::load(var_34);
    var_36 = wp::mul(var_37, var_35);
    var_38 = wp::add(var_33, var_36);
    // wp::array_store(var_out, var_0, var_38);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_38, adj_out, adj_0, adj_38);
    wp::adj_add(var_33, var_36, adj_33, adj_36, adj_38);
    wp::adj_mul(var_37, var_35, adj_34, adj_35, adj_36);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_34);
    wp::adj_pow(var_31, var_32, var_33, adj_31, adj_32, adj_33);
    wp::adj_add(var_29, var_30, adj_29, adj_30, adj_31);
    wp::adj_abs(var_27, adj_27, adj_29);
    wp::adj_add(var_28, var_25, adj_26, adj_25, adj_27);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_26);
    // adj: out[i] = wp.pow(wp.abs(a[i] + x0) + 1.0, 0.5) + b[i] * 1.0                        <L 14>
    wp::adj_mul(var_23, var_24, adj_23, adj_24, adj_25);
    wp::adj_sub(var_16, var_21, adj_16, adj_21, adj_23);
    wp::adj_mul(var_22, var_20, adj_19, adj_20, adj_21);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_19);
    wp::adj_add(var_17, var_18, adj_5, adj_15, adj_16);
    wp::adj_address(var_a, var_14, adj_a, adj_14, adj_15);
    wp::adj_min(var_7, var_13, adj_7, adj_13, adj_14);
    wp::adj_sub(var_10, var_12, adj_10, adj_12, adj_13);
    adj_a.shape = adj_8;
    wp::adj_add(var_0, var_6, adj_0, adj_6, adj_7);
    wp::adj_address(var_a, var_4, adj_a, adj_4, adj_5);
    wp::adj_max(var_2, var_3, adj_2, adj_3, adj_4);
    wp::adj_sub(var_0, var_1, adj_0, adj_1, adj_2);
    // adj: x0 = (a[wp.max(i - 2, 0)] + a[wp.min(i + 2, a.shape[0] - 1)] - a[i] * 2.0) * 2.0  <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def stencil_s000002(                                                              <L 7>
    return;
}