struct wp_args_control_flow_s000001 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void control_flow_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_control_flow_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_control_flow_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
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
    wp::array_store(var_out, var_0, var_29);
}