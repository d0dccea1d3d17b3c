struct wp_args_loop_control_s000002 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::int32 k;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void loop_control_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_loop_control_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_loop_control_s000002 wp_contiguous_args;
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
    wp::int32 var_k = _wp_args->k;
    wp::array_t<wp::float32> var_out = _wp_args->out;
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
    // forward
    // def loop_control_s000002(                                                              <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 14>
    var_2 = wp::float32(var_1);
    // x1 = wp.int32(0)                                                                       <L 15>
    var_4 = wp::int32(var_3);
    // while x1 < k:                                                                          <L 16>
    start_while_0:;
    var_5 = (var_4 < var_k);
    if ((var_5) == false) goto end_while_0;
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
    goto start_while_0;
    end_while_0:;
    // out[i] = x0 + a[i] * 0.25 + b[i] * 0.5                                                 <L 19>
    var_19 = wp::address(var_a, var_0);
    var_22 = wp::load(var_19);
    var_21 = wp::mul(var_22, var_20);
    var_23 = wp::add(var_2, var_21);
    var_24 = wp::address(var_b, var_0);
    var_27 = wp::load(var_24);
    var_26 = wp::mul(var_27, var_25);
    var_28 = wp::add(var_23, var_26);
    wp::array_store(var_out, var_0, var_28);
}