struct wp_args_make_gather_scatter_s000000__locals__gather_scatter_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::int32> idx;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void make_gather_scatter_s000000__locals__gather_scatter_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_gather_scatter_s000000__locals__gather_scatter_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_gather_scatter_s000000__locals__gather_scatter_s000000 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.idx.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::int32> var_idx = _wp_args->idx;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32* var_1;
    wp::float32* var_2;
    const wp::float32 var_3 = 0.75;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::int32 var_8;
    //---------
    // forward
    // def gather_scatter_s000000(                                                            <L 8>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // out[idx[i]] += wp.sin(a[i] * scale)                                                    <L 14>
    var_1 = wp::address(var_idx, var_0);
    var_2 = wp::address(var_a, var_0);
    var_5 = wp::load(var_2);
    var_4 = wp::mul(var_5, var_3);
    var_6 = wp::sin(var_4);
    var_8 = wp::load(var_1);
    var_7 = wp::atomic_add(var_out, var_8, var_6);
}