template <bool wp_linear_contiguous>
static void loop_control_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_control_s000002 *_wp_args,
    wp_args_loop_control_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_loop_control_s000002 wp_contiguous_args;
    wp_args_loop_control_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::int32 var_k = _wp_args->k;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::int32 adj_k = _wp_adj_args->k;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    const wp::int32 var_3 = 0;
    wp::int32 var_4;
    bool var_5;
    wp::float32* var_6;
    const wp::int32 var_7 = 1;
    wp::int32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::float32 var_13 = 1.0;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    const wp::int32 var_17 = 1;
    wp::int32 var_18;
    wp::float32* var_19;
    const wp::float32 var_20 = 0.25;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32* var_24;
    const wp::float32 var_25 = 0.5;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    bool adj_5 = {};
    wp::float32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::int32 adj_18 = {};
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
    //---------
    // forward
    // def loop_control_s000002(                                                              <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 14>
    var_2 = wp::float32(var_1);
    // x1 = wp.int32(0)                                                                       <L 15>
    var_4 = wp::int32(var_3);
    // while x1 < k:                                                                          <L 16>
    // out[i] = x0 + a[i] * 0.25 + b[i] * 0.5                                                 <L 19>
    var_19 = wp::address(var_a, var_0);
    var_22 = wp::load(var_19);
    var_21 = wp::mul(var_22, var_20);
    var_23 = wp::add(var_2, var_21);
    var_24 = wp::address(var_b, var_0);
    var_27 = wp::load(var_24);
    var_26 = wp::mul(var_27, var_25);
    var_28 = wp::add(var_23, var_26);
    // wp::array_store(var_out, var_0, var_28);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_28, adj_out, adj_0, adj_28);
    wp::adj_add(var_23, var_26, adj_23, adj_26, adj_28);
    wp::adj_mul(var_27, var_25, adj_24, adj_25, adj_26);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_24);
    wp::adj_add(var_2, var_21, adj_2, adj_21, adj_23);
    wp::adj_mul(var_22, var_20, adj_19, adj_20, adj_21);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_19);
    // adj: out[i] = x0 + a[i] * 0.25 + b[i] * 0.5                                            <L 19>
    start_while_0:;
    var_5 = (var_4 < var_k);
    if ((var_5) == false) goto end_while_0;
    adj_6 = {};
    adj_7 = {};
    adj_8 = {};
    adj_9 = {};
    adj_10 = {};
    adj_11 = {};
    adj_12 = {};
    adj_13 = {};
    adj_14 = {};
    adj_15 = {};
    adj_16 = {};
    adj_17 = {};
    adj_18 = {};
        // x0 += wp.sqrt(wp.abs(a[i] * wp.float32(x1 + 1)) + 1.0)                             <L 17>
        var_6 = wp::address(var_a, var_0);
        var_8 = wp::add(var_4, var_7);
        var_9 = wp::float32(var_8);
        var_11 = wp::load(var_6);
        var_10 = wp::mul(var_11, var_9);
        var_12 = wp::abs(var_10);
        var_14 = wp::add(var_12, var_13);
        var_15 = wp::sqrt(var_14);
        var_16 = wp::add(var_2, var_15);
        // x1 += 1                                                                            <L 18>
        var_18 = wp::add(var_4, var_17);
        wp::assign(var_2, var_16);
        wp::assign(var_4, var_18);
        wp::adj_assign(var_4, var_18, adj_4, adj_18);
        wp::adj_assign(var_2, var_16, adj_2, adj_16);
        wp::adj_add(var_4, var_17, adj_4, adj_17, adj_18);
        // adj: x1 += 1                                                                       <L 18>
        wp::adj_add(var_2, var_15, adj_2, adj_15, adj_16);
        wp::adj_sqrt(var_14, var_15, adj_14, adj_15);
        wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_abs(var_10, adj_10, adj_12);
        wp::adj_mul(var_11, var_9, adj_6, adj_9, adj_10);
        wp::adj_float32(var_8, adj_8, adj_9);
        wp::adj_add(var_4, var_7, adj_4, adj_7, adj_8);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_6);
        // adj: x0 += wp.sqrt(wp.abs(a[i] * wp.float32(x1 + 1)) + 1.0)                        <L 17>
    goto start_while_0;
    end_while_0:;
    // adj: while x1 < k:                                                                     <L 16>
    // adj: x1 = wp.int32(0)                                                                  <L 15>
    wp::adj_float32(var_1, adj_1, adj_2);
    // adj: x0 = wp.float32(0.0)                                                              <L 14>
    // adj: i = wp.tid()                                                                      <L 13>
    // adj: def loop_control_s000002(                                                         <L 7>
    return;
}