struct wp_args_make_cdf_sample_s000002__locals__cdf_sample_s000002 {
    wp::array_t<wp::float32> cdf;
    wp::array_t<wp::float32> u;
    wp::array_t<wp::float32> values;
    wp::array_t<wp::float32> out;
    wp::array_t<wp::int32> out1;
};

template <bool wp_linear_contiguous>
static void make_cdf_sample_s000002__locals__cdf_sample_s000002_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_cdf_sample_s000002__locals__cdf_sample_s000002 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_cdf_sample_s000002__locals__cdf_sample_s000002 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.cdf.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.u.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.values.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::int32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_cdf = _wp_args->cdf;
    wp::array_t<wp::float32> var_u = _wp_args->u;
    wp::array_t<wp::float32> var_values = _wp_args->values;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::int32> var_out1 = _wp_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::int32 var_1 = 0;
    const wp::int32 var_2 = 32;
    wp::float32* var_3;
    wp::int32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    const wp::int32 var_7 = 1;
    wp::int32 var_8;
    const wp::int32 var_9 = 0;
    wp::int32 var_10;
    wp::float32* var_11;
    wp::int32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32* var_16;
    const wp::float32 var_17 = 1.0;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    //---------
    // forward
    // def cdf_sample_s000002(                                                                <L 13>
    // i = wp.tid()                                                                           <L 20>
    var_0 = builtin_tid1d();
    // x0 = wp.lower_bound(cdf, 0, 32, u[i])                                                  <L 21>
    var_3 = wp::address(var_u, var_0);
    var_5 = wp::load(var_3);
    var_4 = wp::lower_bound(var_cdf, var_1, var_2, var_5);
    // x1, x2 = cdf_sample_s000002_pair(x0, u[i], cdf[wp.max(x0 - 1, 0)])                     <L 22>
    var_6 = wp::address(var_u, var_0);
    var_8 = wp::sub(var_4, var_7);
    var_10 = wp::max(var_8, var_9);
    var_11 = wp::address(var_cdf, var_10);
    var_14 = wp::load(var_6);
    var_15 = wp::load(var_11);
    cdf_sample_s000002_pair_0(var_4, var_14, var_15, var_12, var_13);
    // out[i] = values[x1] * (scale + x2)                                                     <L 23>
    var_16 = wp::address(var_values, var_12);
    var_18 = wp::add(var_17, var_13);
    var_20 = wp::load(var_16);
    var_19 = wp::mul(var_20, var_18);
    wp::array_store(var_out, var_0, var_19);
    // out1[i] = x0                                                                           <L 24>
    wp::array_store(var_out1, var_0, var_4);
}