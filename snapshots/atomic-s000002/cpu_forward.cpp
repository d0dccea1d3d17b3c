struct wp_args_atomic_s000002 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> out;
    wp::array_t<wp::float32> out1;
};

template <bool wp_linear_contiguous>
static void atomic_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_atomic_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_atomic_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    const wp::float32 var_2 = 1.5;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    const wp::int32 var_6 = 4;
    wp::int32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    const wp::float32 var_10 = 3.0;
    wp::float32 var_11;
    wp::float32 var_12;
    const wp::int32 var_13 = 1;
    wp::int32 var_14;
    wp::float32 var_15;
    //---------
    // forward
    // def atomic_s000002(                                                                    <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = wp.cos(a[i] + 1.5)                                                                <L 13>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = wp::add(var_4, var_2);
    var_5 = wp::cos(var_3);
    // wp.atomic_add(out, i % 4, x0)                                                          <L 14>
    var_7 = wp::mod(var_0, var_6);
    var_8 = wp::atomic_add(var_out, var_7, var_5);
    // x1 = a[i] / 3.0                                                                        <L 15>
    var_9 = wp::address(var_a, var_0);
    var_12 = wp::load(var_9);
    var_11 = wp::div(var_12, var_10);
    // wp.atomic_min(out1, i % 1, x1)                                                         <L 16>
    var_14 = wp::mod(var_0, var_13);
    var_15 = wp::atomic_min(var_out1, var_14, var_11);
}