struct wp_args_control_flow_s000002 {
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> c;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void control_flow_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_flow_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_control_flow_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.c.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_c = _wp_args->c;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = -0.625;
    wp::float32* var_2;
    const wp::float32 var_3 = -0.25;
    bool var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    const wp::float32 var_7 = 0.5;
    wp::float32 var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 0.0;
    wp::float32* var_11;
    const wp::float32 var_12 = 0.5;
    bool var_13;
    wp::float32 var_14;
    wp::float32* var_15;
    const wp::float32 var_16 = 1.5;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32* var_19;
    const wp::float32 var_20 = 0.5;
    wp::float32 var_21;
    wp::float32 var_22;
    wp::float32 var_23;
    //---------
    // forward
    // def control_flow_s000002(                                                              <L 9>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // if SCALE < b[i] < -0.25:                                                               <L 15>
    var_2 = wp::address(var_b, var_0);
    var_5 = wp::load(var_2);
    var_4 = ((var_1 < var_5) && (var_5 < var_3));
    if (var_4) {
        // out[i] = b[i] * 0.5                                                                <L 16>
        var_6 = wp::address(var_b, var_0);
        var_9 = wp::load(var_6);
        var_8 = wp::mul(var_9, var_7);
        wp::array_store(var_out, var_0, var_8);
        // return                                                                             <L 17>
        return;
    }
    // x0 = 0.0                                                                               <L 18>
    // if c[i] > 0.5:                                                                         <L 19>
    var_11 = wp::address(var_c, var_0);
    var_14 = wp::load(var_11);
    var_13 = (var_14 > var_12);
    if (var_13) {
        // x0 = b[i] - 1.5                                                                    <L 20>
        var_15 = wp::address(var_b, var_0);
        var_18 = wp::load(var_15);
        var_17 = wp::sub(var_18, var_16);
    }
    if (!var_13) {
        // x0 = c[i] * 0.5                                                                    <L 22>
        var_19 = wp::address(var_c, var_0);
        var_22 = wp::load(var_19);
        var_21 = wp::mul(var_22, var_20);
    }
    var_23 = wp::where(var_13, var_17, var_21);
    // out[i] = x0                                                                            <L 23>
    wp::array_store(var_out, var_0, var_23);
}