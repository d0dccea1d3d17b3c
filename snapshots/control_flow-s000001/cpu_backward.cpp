template <bool wp_linear_contiguous>
static void make_control_flow_s000001__locals__control_flow_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_control_flow_s000001__locals__control_flow_s000001 *_wp_args,
    wp_args_make_control_flow_s000001__locals__control_flow_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_control_flow_s000001__locals__control_flow_s000001 wp_contiguous_args;
    wp_args_make_control_flow_s000001__locals__control_flow_s000001 wp_contiguous_adj_args;
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
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    const wp::float32 var_2 = -0.375;
    wp::float32* var_3;
    const wp::float32 var_4 = 0.25;
    bool var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    const wp::float32 var_8 = 0.5;
    bool var_9;
    wp::float32 var_10;
    wp::float32* var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32* var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32* var_19;
    const wp::float32 var_20 = 1.0;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::float32 var_24 = 1.0;
    wp::float32 var_25;
    const wp::float32 var_26 = 0.5;
    wp::float32 var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    bool adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    bool adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
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
    //---------
    // forward
    // def control_flow_s000001(                                                              <L 8>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = 0.0                                                                               <L 14>
    // if wp.static(-3.0 / 8.0) < a[i] <= scale:                                              <L 15>
    var_3 = wp::address(var_a, var_0);
    var_6 = wp::load(var_3);
    var_5 = ((var_2 < var_6) && (var_6 <= var_4));
    if (var_5) {
        // if b[i] >= offset:                                                                 <L 16>
        var_7 = wp::address(var_b, var_0);
        var_10 = wp::load(var_7);
        var_9 = (var_10 >= var_8);
        if (var_9) {
            // x0 = b[i] / offset                                                             <L 17>
            var_11 = wp::address(var_b, var_0);
            var_13 = wp::load(var_11);
            var_12 = wp::div(var_13, var_8);
        }
        if (!var_9) {
            // x0 = wp.cos(a[i] + scale)                                                      <L 19>
            var_14 = wp::address(var_a, var_0);
            var_16 = wp::load(var_14);
            var_15 = wp::add(var_16, var_4);
            var_17 = wp::cos(var_15);
        }
        var_18 = wp::where(var_9, var_12, var_17);
    }
    if (!var_5) {
        // x0 = wp.pow(wp.abs(b[i] - 1.0) + 1.0, offset)                                      <L 21>
        var_19 = wp::address(var_b, var_0);
        var_22 = wp::load(var_19);
        var_21 = wp::sub(var_22, var_20);
        var_23 = wp::abs(var_21);
        var_25 = wp::add(var_23, var_24);
        var_27 = wp::pow(var_25, var_26);
    }
    var_28 = wp::where(var_5, var_18, var_27);
    var_29 = wp::where(var_5, var_8, var_26);
    // out[i] = x0                                                                            <L 22>
    // wp::array_store(var_out, var_0, var_28);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_28, adj_out, adj_0, adj_28);
    // adj: out[i] = x0                                                                       <L 22>
    wp::adj_where(var_5, var_8, var_26, adj_5, adj_8, adj_26, adj_29);
    wp::adj_where(var_5, var_18, var_27, adj_5, adj_18, adj_27, adj_28);
    if (!var_5) {
        wp::adj_pow(var_25, var_26, var_27, adj_25, adj_26, adj_27);
        wp::adj_add(var_23, var_24, adj_23, adj_24, adj_25);
        wp::adj_abs(var_21, adj_21, adj_23);
        wp::adj_sub(var_22, var_20, adj_19, adj_20, adj_21);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_19);
        // adj: x0 = wp.pow(wp.abs(b[i] - 1.0) + 1.0, offset)                                 <L 21>
    }
    if (var_5) {
        wp::adj_where(var_9, var_12, var_17, adj_9, adj_12, adj_17, adj_18);
        if (!var_9) {
            wp::adj_cos(var_15, adj_15, adj_17);
            wp::adj_add(var_16, var_4, adj_14, adj_4, adj_15);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_14);
            // adj: x0 = wp.cos(a[i] + scale)                                                 <L 19>
        }
        if (var_9) {
            wp::adj_div(var_13, var_8, var_12, adj_11, adj_8, adj_12);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_11);
            // adj: x0 = b[i] / offset                                                        <L 17>
        }
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_7);
        // adj: if b[i] >= offset:                                                            <L 16>
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_3);
    // adj: if wp.static(-3.0 / 8.0) < a[i] <= scale:                                         <L 15>
    // adj: x0 = 0.0                                                                          <L 14>
    // adj: i = wp.tid()                                                                      <L 13>
    // adj: def control_flow_s000001(                                                         <L 8>
    return;
}