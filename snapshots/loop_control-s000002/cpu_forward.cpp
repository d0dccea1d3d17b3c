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
    wp::range_t var_4;
    wp::int32 var_5;
    wp::int32 var_6;
    wp::shape_t* var_7;
    const wp::int32 var_8 = 0;
    wp::int32 var_9;
    wp::shape_t var_10;
    wp::int32 var_11;
    wp::float32* var_12;
    const wp::float32 var_13 = 0.5;
    wp::float32 var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    wp::float32* var_17;
    const wp::float32 var_18 = 0.25;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32* var_22;
    const wp::float32 var_23 = 0.25;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    //---------
    // forward
    // def loop_control_s000002(                                                              <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 14>
    var_2 = wp::float32(var_1);
    // for j in range(0, k):                                                                  <L 15>
    var_4 = wp::range(var_3, var_k);
    start_for_0:;
        if (iter_cmp(var_4) == 0) goto end_for_0;
        var_5 = wp::iter_next(var_4);
        // x0 += b[(i + j) % b.shape[0]] * 0.5                                                <L 16>
        var_6 = wp::add(var_0, var_5);
        var_7 = &(var_b.shape);
        var_10 = wp::load(var_7);
        var_9 = wp::extract(var_10, var_8);
        var_11 = wp::mod(var_6, var_9);
        var_12 = wp::address(var_b, var_11);
        var_15 = wp::load(var_12);
        var_14 = wp::mul(var_15, var_13);
        var_16 = wp::add(var_2, var_14);
        wp::assign(var_2, var_16);
        goto start_for_0;
    end_for_0:;
    // out[i] = x0 + a[i] * 0.25 + b[i] * 0.25                                                <L 17>
    var_17 = wp::address(var_a, var_0);
    var_20 = wp::load(var_17);
    var_19 = wp::mul(var_20, var_18);
    var_21 = wp::add(var_2, var_19);
    var_22 = wp::address(var_b, var_0);
    var_25 = wp::load(var_22);
    var_24 = wp::mul(var_25, var_23);
    var_26 = wp::add(var_21, var_24);
    wp::array_store(var_out, var_0, var_26);
}