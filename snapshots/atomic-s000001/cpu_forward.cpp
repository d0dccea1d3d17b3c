struct wp_args_atomic_s000001 {
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
    wp::array_t<wp::float32> out1;
};

template <bool wp_linear_contiguous>
static void atomic_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_atomic_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_atomic_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    const wp::float32 var_2 = 1.0;
    wp::float32 var_3;
    wp::float32 var_4;
    const wp::int32 var_5 = 4;
    wp::int32 var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    const wp::float32 var_9 = 3.0;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::int32 var_12 = 2;
    wp::int32 var_13;
    wp::float32 var_14;
    //---------
    // forward
    // def atomic_s000001(                                                                    <L 10>
    // i = wp.tid()                                                                           <L 15>
    var_0 = builtin_tid1d();
    // x0 = b[i] / SCALE                                                                      <L 16>
    var_1 = wp::address(var_b, var_0);
    var_4 = wp::load(var_1);
    var_3 = wp::div(var_4, var_2);
    // wp.atomic_max(out, i % 4, x0)                                                          <L 17>
    var_6 = wp::mod(var_0, var_5);
    var_7 = wp::atomic_max(var_out, var_6, var_3);
    // x1 = b[i] + OFFSET                                                                     <L 18>
    var_8 = wp::address(var_b, var_0);
    var_11 = wp::load(var_8);
    var_10 = wp::add(var_11, var_9);
    // wp.atomic_sub(out1, i % 2, x1)                                                         <L 19>
    var_13 = wp::mod(var_0, var_12);
    var_14 = wp::atomic_sub(var_out1, var_13, var_10);
}