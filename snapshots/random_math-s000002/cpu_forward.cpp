struct wp_args_random_math_s000002 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void random_math_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_random_math_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_random_math_s000002 wp_contiguous_args;
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
    wp::float32* var_1;
    wp::float32* var_2;
    const wp::float32 var_3 = 0.75;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = 1.0;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32* var_11;
    const wp::float32 var_12 = 2.0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32* var_15;
    const wp::float32 var_16 = 2.0;
    wp::float32 var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    //---------
    // forward
    // def random_math_s000002(                                                               <L 10>
    // i = wp.tid()                                                                           <L 15>
    var_0 = builtin_tid1d();
    // x0 = a[i] / (wp.abs(a[i] + SCALE) + OFFSET) - (a[i] + 2.0 - b[i] * 2.0)                <L 16>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_a, var_0);
    var_5 = wp::load(var_2);
    var_4 = wp::add(var_5, var_3);
    var_6 = wp::abs(var_4);
    var_8 = wp::add(var_6, var_7);
    var_10 = wp::load(var_1);
    var_9 = wp::div(var_10, var_8);
    var_11 = wp::address(var_a, var_0);
    var_14 = wp::load(var_11);
    var_13 = wp::add(var_14, var_12);
    var_15 = wp::address(var_b, var_0);
    var_18 = wp::load(var_15);
    var_17 = wp::mul(var_18, var_16);
    var_19 = wp::sub(var_13, var_17);
    var_20 = wp::sub(var_9, var_19);
    // out[i] = x0                                                                            <L 17>
    wp::array_store(var_out, var_0, var_20);
}