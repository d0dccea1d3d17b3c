struct wp_args_math_s000001 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void math_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_math_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_math_s000001 wp_contiguous_args;
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
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    const wp::float32 var_2 = 0.25;
    bool var_3;
    wp::float32 var_4;
    wp::float32* var_5;
    const wp::float32 var_6 = 0.75;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    const wp::float32 var_12 = 1.0;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32* var_15;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 1.0;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    wp::int32 var_24;
    wp::shape_t* var_25;
    const wp::int32 var_26 = 0;
    wp::int32 var_27;
    wp::shape_t var_28;
    wp::int32 var_29;
    wp::float32* var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    //---------
    // forward
    // def math_s000001(                                                                      <L 19>
    // i = wp.tid()                                                                           <L 23>
    var_0 = builtin_tid1d();
    // if a[i] < wp.static(1.0 / 4.0):                                                        <L 24>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = (var_4 < var_2);
    if (var_3) {
        // out[i] = a[i] * 0.75                                                               <L 25>
        var_5 = wp::address(var_a, var_0);
        var_8 = wp::load(var_5);
        var_7 = wp::mul(var_8, var_6);
        wp::array_store(var_out, var_0, var_7);
        // return                                                                             <L 26>
        return;
    }
    // x0 = wp.log(wp.abs(a[i]) + 1.0)                                                        <L 27>
    var_9 = wp::address(var_a, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::abs(var_11);
    var_13 = wp::add(var_10, var_12);
    var_14 = wp::log(var_13);
    // x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i])) + 1.0))                                       <L 28>
    var_15 = wp::address(var_a, var_0);
    var_17 = wp::load(var_15);
    var_16 = wp::tanh(var_17);
    var_18 = wp::abs(var_16);
    var_20 = wp::add(var_18, var_19);
    var_21 = wp::log(var_20);
    var_22 = wp::cos(var_21);
    // out[i] = math_s000001_combine(x0, x1, a[(i + 1) % a.shape[0]])                         <L 29>
    var_24 = wp::add(var_0, var_23);
    var_25 = &(var_a.shape);
    var_28 = wp::load(var_25);
    var_27 = wp::extract(var_28, var_26);
    var_29 = wp::mod(var_24, var_27);
    var_30 = wp::address(var_a, var_29);
    var_32 = wp::load(var_30);
    var_31 = math_s000001_combine_0(var_14, var_22, var_32);
    wp::array_store(var_out, var_0, var_31);
}