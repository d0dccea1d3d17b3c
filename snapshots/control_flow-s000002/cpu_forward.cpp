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
    bool var_11;
    wp::float32 var_12;
    wp::float32* var_13;
    const wp::float32 var_14 = 1.5;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32* var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    //---------
    // forward
    // def control_flow_s000002(                                                              <L 9>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // if b[i] < -0.25:                                                                       <L 15>
    var_1 = wp::address(var_b, var_0);
    var_4 = wp::load(var_1);
    var_3 = (var_4 < var_2);
    if (var_3) {
        // out[i] = b[i] * SCALE                                                              <L 16>
        var_5 = wp::address(var_b, var_0);
        var_8 = wp::load(var_5);
        var_7 = wp::mul(var_8, var_6);
        wp::array_store(var_out, var_0, var_7);
        // return                                                                             <L 17>
        return;
    }
    // x0 = 0.0                                                                               <L 18>
    // if c[i] > SCALE:                                                                       <L 19>
    var_10 = wp::address(var_c, var_0);
    var_12 = wp::load(var_10);
    var_11 = (var_12 > var_6);
    if (var_11) {
        // x0 = b[i] - 1.5                                                                    <L 20>
        var_13 = wp::address(var_b, var_0);
        var_16 = wp::load(var_13);
        var_15 = wp::sub(var_16, var_14);
    }
    if (!var_11) {
        // x0 = c[i] * SCALE                                                                  <L 22>
        var_17 = wp::address(var_c, var_0);
        var_19 = wp::load(var_17);
        var_18 = wp::mul(var_19, var_6);
    }
    var_20 = wp::where(var_11, var_15, var_18);
    // out[i] = x0                                                                            <L 23>
    wp::array_store(var_out, var_0, var_20);
}