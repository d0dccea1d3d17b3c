struct wp_args_stencil_s000001 {
    wp::array_t<wp::float32> a;
    wp::int32 k;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void stencil_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_stencil_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_stencil_s000001 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::int32 var_k = _wp_args->k;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::int32 var_3;
    const wp::int32 var_4 = 1;
    wp::int32 var_5;
    wp::range_t var_6;
    wp::int32 var_7;
    wp::int32 var_8;
    const wp::int32 var_9 = 0;
    wp::shape_t* var_10;
    const wp::int32 var_11 = 0;
    wp::int32 var_12;
    wp::shape_t var_13;
    const wp::int32 var_14 = 1;
    wp::int32 var_15;
    wp::int32 var_16;
    wp::float32* var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    wp::float32* var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    //---------
    // forward
    // def stencil_s000001(                                                                   <L 12>
    // i = wp.tid()                                                                           <L 17>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 18>
    var_2 = wp::float32(var_1);
    // for j in range(-k, k + 1):                                                             <L 19>
    var_3 = wp::neg(var_k);
    var_5 = wp::add(var_k, var_4);
    var_6 = wp::range(var_3, var_5);
    start_for_0:;
        if (iter_cmp(var_6) == 0) goto end_for_0;
        var_7 = wp::iter_next(var_6);
        // x0 += a[wp.clamp(i + j, 0, a.shape[0] - 1)]                                        <L 20>
        var_8 = wp::add(var_0, var_7);
        var_10 = &(var_a.shape);
        var_13 = wp::load(var_10);
        var_12 = wp::extract(var_13, var_11);
        var_15 = wp::sub(var_12, var_14);
        var_16 = wp::clamp(var_8, var_9, var_15);
        var_17 = wp::address(var_a, var_16);
        var_19 = wp::load(var_17);
        var_18 = wp::add(var_2, var_19);
        wp::assign(var_2, var_18);
        goto start_for_0;
    end_for_0:;
    // out[i] = stencil_s000001_combine(a[i], x0)                                             <L 21>
    var_20 = wp::address(var_a, var_0);
    var_22 = wp::load(var_20);
    var_21 = stencil_s000001_combine_0(var_22, var_2);
    wp::array_store(var_out, var_0, var_21);
}