template <bool wp_linear_contiguous>
static void control_flow_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_flow_s000002 *_wp_args,
    wp_args_control_flow_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_control_flow_s000002 wp_contiguous_args;
    wp_args_control_flow_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.c.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_c = _wp_adj_args->c;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    const wp::float32 var_2 = -0.25;
    bool var_3;
    wp::float32 var_4;
    wp::float32* var_5;
    const wp::float32 var_6 = 0.5;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 0.0;
    wp::float32* var_10;
    const wp::float32 var_11 = 0.5;
    bool var_12;
    wp::float32 var_13;
    wp::float32* var_14;
    const wp::float32 var_15 = 1.5;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32* var_18;
    const wp::float32 var_19 = 0.5;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    bool adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    bool adj_12 = {};
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
    //---------
    // forward
    // def control_flow_s000002(                                                              <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // if b[i] < -0.25:                                                                       <L 13>
    var_1 = wp::address(var_b, var_0);
    var_4 = wp::load(var_1);
    var_3 = (var_4 < var_2);
    if (var_3) {
        // out[i] = b[i] * 0.5                                                                <L 14>
        var_5 = wp::address(var_b, var_0);
        var_8 = wp::load(var_5);
        var_7 = wp::mul(var_8, var_6);
        // wp::array_store(var_out, var_0, var_7);
        // return                                                                             <L 15>
        goto label0;
    }
    // x0 = 0.0                                                                               <L 16>
    // if c[i] > 0.5:                                                                         <L 17>
    var_10 = wp::address(var_c, var_0);
    var_13 = wp::load(var_10);
    var_12 = (var_13 > var_11);
    if (var_12) {
        // x0 = b[i] - 1.5                                                                    <L 18>
        var_14 = wp::address(var_b, var_0);
        var_17 = wp::load(var_14);
        var_16 = wp::sub(var_17, var_15);
    }
    if (!var_12) {
        // x0 = c[i] * 0.5                                                                    <L 20>
        var_18 = wp::address(var_c, var_0);
        var_21 = wp::load(var_18);
        var_20 = wp::mul(var_21, var_19);
    }
    var_22 = wp::where(var_12, var_16, var_20);
    // out[i] = x0                                                                            <L 21>
    // wp::array_store(var_out, var_0, var_22);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_22, adj_out, adj_0, adj_22);
    // adj: out[i] = x0                                                                       <L 21>
    wp::adj_where(var_12, var_16, var_20, adj_12, adj_16, adj_20, adj_22);
    if (!var_12) {
        wp::adj_mul(var_21, var_19, adj_18, adj_19, adj_20);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_18);
        // adj: x0 = c[i] * 0.5                                                               <L 20>
    }
    if (var_12) {
        wp::adj_sub(var_17, var_15, adj_14, adj_15, adj_16);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_14);
        // adj: x0 = b[i] - 1.5                                                               <L 18>
    }
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_10);
    // adj: if c[i] > 0.5:                                                                    <L 17>
    // adj: x0 = 0.0                                                                          <L 16>
    if (var_3) {
        label0:;
        // adj: return                                                                        <L 15>
        wp::adj_array_store(var_out, var_0, var_7, adj_out, adj_0, adj_7);
        wp::adj_mul(var_8, var_6, adj_5, adj_6, adj_7);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_5);
        // adj: out[i] = b[i] * 0.5                                                           <L 14>
    }
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_1);
    // adj: if b[i] < -0.25:                                                                  <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def control_flow_s000002(                                                         <L 7>
    return;
}