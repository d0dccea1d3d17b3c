template <bool wp_linear_contiguous>
static void control_flow_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_flow_s000001 *_wp_args,
    wp_args_control_flow_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_control_flow_s000001 wp_contiguous_args;
    wp_args_control_flow_s000001 wp_contiguous_adj_args;
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
    wp::float32* var_2;
    const wp::float32 var_3 = 0.25;
    bool var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    const wp::float32 var_7 = 0.5;
    bool var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    const wp::float32 var_11 = 0.5;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32* var_14;
    const wp::float32 var_15 = 0.25;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32* var_20;
    const wp::float32 var_21 = 1.0;
    wp::float32 var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::float32 var_25 = 1.0;
    wp::float32 var_26;
    const wp::float32 var_27 = 0.5;
    wp::float32 var_28;
    wp::float32 var_29;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    bool adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    bool adj_8 = {};
    wp::float32 adj_9 = {};
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
    // def control_flow_s000001(                                                              <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = 0.0                                                                               <L 13>
    // if a[i] <= 0.25:                                                                       <L 14>
    var_2 = wp::address(var_a, var_0);
    var_5 = wp::load(var_2);
    var_4 = (var_5 <= var_3);
    if (var_4) {
        // if b[i] >= 0.5:                                                                    <L 15>
        var_6 = wp::address(var_b, var_0);
        var_9 = wp::load(var_6);
        var_8 = (var_9 >= var_7);
        if (var_8) {
            // x0 = b[i] / 0.5                                                                <L 16>
            var_10 = wp::address(var_b, var_0);
            var_13 = wp::load(var_10);
            var_12 = wp::div(var_13, var_11);
        }
        if (!var_8) {
            // x0 = wp.cos(a[i] + 0.25)                                                       <L 18>
            var_14 = wp::address(var_a, var_0);
            var_17 = wp::load(var_14);
            var_16 = wp::add(var_17, var_15);
            var_18 = wp::cos(var_16);
        }
        var_19 = wp::where(var_8, var_12, var_18);
    }
    if (!var_4) {
        // x0 = wp.pow(wp.abs(b[i] - 1.0) + 1.0, 0.5)                                         <L 20>
        var_20 = wp::address(var_b, var_0);
        var_23 = wp::load(var_20);
        var_22 = wp::sub(var_23, var_21);
        var_24 = wp::abs(var_22);
        var_26 = wp::add(var_24, var_25);
        var_28 = wp::pow(var_26, var_27);
    }
    var_29 = wp::where(var_4, var_19, var_28);
    // out[i] = x0                                                                            <L 21>
    // wp::array_store(var_out, var_0, var_29);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_29, adj_out, adj_0, adj_29);
    // adj: out[i] = x0                                                                       <L 21>
    wp::adj_where(var_4, var_19, var_28, adj_4, adj_19, adj_28, adj_29);
    if (!var_4) {
        wp::adj_pow(var_26, var_27, var_28, adj_26, adj_27, adj_28);
        wp::adj_add(var_24, var_25, adj_24, adj_25, adj_26);
        wp::adj_abs(var_22, adj_22, adj_24);
        wp::adj_sub(var_23, var_21, adj_20, adj_21, adj_22);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_20);
        // adj: x0 = wp.pow(wp.abs(b[i] - 1.0) + 1.0, 0.5)                                    <L 20>
    }
    if (var_4) {
        wp::adj_where(var_8, var_12, var_18, adj_8, adj_12, adj_18, adj_19);
        if (!var_8) {
            wp::adj_cos(var_16, adj_16, adj_18);
            wp::adj_add(var_17, var_15, adj_14, adj_15, adj_16);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_14);
            // adj: x0 = wp.cos(a[i] + 0.25)                                                  <L 18>
        }
        if (var_8) {
            wp::adj_div(var_13, var_11, var_12, adj_10, adj_11, adj_12);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_10);
            // adj: x0 = b[i] / 0.5                                                           <L 16>
        }
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_6);
        // adj: if b[i] >= 0.5:                                                               <L 15>
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_2);
    // adj: if a[i] <= 0.25:                                                                  <L 14>
    // adj: x0 = 0.0                                                                          <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def control_flow_s000001(                                                         <L 7>
    return;
}