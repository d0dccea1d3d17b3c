struct wp_args_float64_s000000 {
    wp::array_t<wp::float64> a;
    wp::array_t<wp::float64> b;
    wp::array_t<wp::float64> c;
    wp::array_t<wp::float64> out;
};

template <bool wp_linear_contiguous>
static void float64_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_float64_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_float64_s000000 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float64);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float64);
        wp_contiguous_args.c.strides[0] = sizeof(wp::float64);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float64);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float64> var_a = _wp_args->a;
    wp::array_t<wp::float64> var_b = _wp_args->b;
    wp::array_t<wp::float64> var_c = _wp_args->c;
    wp::array_t<wp::float64> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float64* var_1;
    wp::float64 var_2;
    wp::float64 var_3;
    wp::float64 var_4;
    wp::float64 var_5;
    wp::float64 var_6;
    wp::float64* var_7;
    wp::float64 var_8;
    wp::float64 var_9;
    wp::float64 var_10;
    wp::float64 var_11;
    wp::float64* var_12;
    wp::float64 var_13;
    wp::float64 var_14;
    wp::float64 var_15;
    wp::float64 var_16;
    wp::float64* var_17;
    wp::float64 var_18;
    wp::float64 var_19;
    wp::float64 var_20;
    wp::float64 var_21;
    //---------
    // forward
    // def float64_s000000(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = wp.log(wp.abs(b[i]) + wp.float64(1.0))                                            <L 14>
    var_1 = wp::address(var_b, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::abs(var_3);
    var_4 = 1.0;
    var_5 = wp::add(var_2, var_4);
    var_6 = wp::log(var_5);
    // out[i] = x0 + a[i] * wp.float64(1.5) + b[i] * wp.float64(2.0) + c[i] * wp.float64(1.5)       <L 15>
    var_7 = wp::address(var_a, var_0);
    var_8 = 1.5;
    var_10 = wp::load(var_7);
    var_9 = wp::mul(var_10, var_8);
    var_11 = wp::add(var_6, var_9);
    var_12 = wp::address(var_b, var_0);
    var_13 = 2.0;
    var_15 = wp::load(var_12);
    var_14 = wp::mul(var_15, var_13);
    var_16 = wp::add(var_11, var_14);
    var_17 = wp::address(var_c, var_0);
    var_18 = 1.5;
    var_20 = wp::load(var_17);
    var_19 = wp::mul(var_20, var_18);
    var_21 = wp::add(var_16, var_19);
    wp::array_store(var_out, var_0, var_21);
}