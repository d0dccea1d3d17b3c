struct wp_args_make_half_storage_s000001__locals__half_storage_s000001 {
    wp::array_t<wp::float16> a;
    wp::array_t<wp::float16> out;
};

template <bool wp_linear_contiguous>
static void make_half_storage_s000001__locals__half_storage_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_half_storage_s000001__locals__half_storage_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_half_storage_s000001__locals__half_storage_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float16);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float16);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float16> var_a = _wp_args->a;
    wp::array_t<wp::float16> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float16* var_1;
    wp::float32 var_2;
    wp::float16 var_3;
    const wp::float32 var_4 = 1.0;
    const wp::float32 var_5 = 1.5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::float32 var_8 = -3.0;
    const wp::float32 var_9 = 3.0;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float16 var_14;
    //---------
    // forward
    // def half_storage_s000001(                                                              <L 8>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(a[i])                                                                  <L 13>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::float32(var_3);
    // x1 = wp.log(scale + wp.exp(wp.clamp(x0 * wp.static(3.0 / 2.0) + scale, -3.0, 3.0)))       <L 14>
    var_6 = wp::mul(var_2, var_5);
    var_7 = wp::add(var_6, var_4);
    var_10 = wp::clamp(var_7, var_8, var_9);
    var_11 = wp::exp(var_10);
    var_12 = wp::add(var_4, var_11);
    var_13 = wp::log(var_12);
    // out[i] = wp.float16(x1)                                                                <L 15>
    var_14 = wp::float16(var_13);
    wp::array_store(var_out, var_0, var_14);
}