struct wp_args_arithmetic_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void arithmetic_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_arithmetic_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_arithmetic_s000000 wp_contiguous_args;
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
    const wp::float32 var_1 = -0.25;
    wp::float32* var_2;
    const wp::float32 var_3 = 0.5;
    bool var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    const wp::float32 var_7 = 3.0;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32* var_10;
    wp::float32* var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32* var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    //---------
    // forward
    // def arithmetic_s000000(                                                                <L 1>
    // i = wp.tid()                                                                           <L 6>
    var_0 = builtin_tid1d();
    // if OFFSET < a[i] < SCALE:                                                              <L 7>
    var_2 = wp::address(var_a, var_0);
    var_5 = wp::load(var_2);
    var_4 = ((var_1 < var_5) && (var_5 < var_3));
    if (var_4) {
        // out[i] = a[i] * 3.0                                                                <L 8>
        var_6 = wp::address(var_a, var_0);
        var_9 = wp::load(var_6);
        var_8 = wp::mul(var_9, var_7);
        wp::array_store(var_out, var_0, var_8);
        // return                                                                             <L 9>
        return;
    }
    // x0 = b[i] * a[i]                                                                       <L 10>
    var_10 = wp::address(var_b, var_0);
    var_11 = wp::address(var_a, var_0);
    var_13 = wp::load(var_10);
    var_14 = wp::load(var_11);
    var_12 = wp::mul(var_13, var_14);
    // out[i] = arithmetic_s000000_combine(x0, a[i])                                          <L 11>
    var_15 = wp::address(var_a, var_0);
    var_17 = wp::load(var_15);
    var_16 = arithmetic_s000000_combine_0(var_12, var_17);
    wp::array_store(var_out, var_0, var_16);
}