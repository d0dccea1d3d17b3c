extern "C" __global__ void scalar_param_s000000_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    Params_01ebb803 var_params,
    wp::array_t<wp::float32> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::int32 var_1;
        wp::float32* var_2;
        wp::float32* var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        const wp::float32 var_6 = 1.0;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32* var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.0;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 1.0;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32* var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::float32 var_23 = 1.0;
        wp::float32 var_24;
        wp::float32 var_25;
        wp::float32 var_26;
        wp::float32* var_27;
        wp::float32* var_28;
        wp::float32 var_29;
        wp::float32 var_30;
        wp::float32 var_31;
        //---------
        // forward
        // def scalar_param_s000000(                                                              <L 18>
        // i, j = wp.tid()                                                                        <L 23>
        builtin_tid2d(var_0, var_1);
        // x0 = a[i, j] / (wp.abs(params.t) + 1.0)                                                <L 24>
        var_2 = wp::address(var_a, var_0, var_1);
        var_3 = &((var_params).t);
        var_5 = wp::load(var_3);
        var_4 = wp::abs(var_5);
        var_7 = wp::add(var_4, var_6);
        var_9 = wp::load(var_2);
        var_8 = wp::div(var_9, var_7);
        // x1 = wp.log(wp.abs(x0 / (wp.abs(params.s) + 1.0)) + 1.0)                               <L 25>
        var_10 = &((var_params).s);
        var_12 = wp::load(var_10);
        var_11 = wp::abs(var_12);
        var_14 = wp::add(var_11, var_13);
        var_15 = wp::div(var_8, var_14);
        var_16 = wp::abs(var_15);
        var_18 = wp::add(var_16, var_17);
        var_19 = wp::log(var_18);
        // x2 = wp.tanh(x1 / (wp.abs(params.t) + 1.0))                                            <L 26>
        var_20 = &((var_params).t);
        var_22 = wp::load(var_20);
        var_21 = wp::abs(var_22);
        var_24 = wp::add(var_21, var_23);
        var_25 = wp::div(var_19, var_24);
        var_26 = wp::tanh(var_25);
        // out[i, j] = scalar_param_s000000_combine(x2, params.s, a[i, j])                        <L 27>
        var_27 = &((var_params).s);
        var_28 = wp::address(var_a, var_0, var_1);
        var_30 = wp::load(var_27);
        var_31 = wp::load(var_28);
        var_29 = scalar_param_s000000_combine_0(var_26, var_30, var_31);
        wp::array_store(var_out, var_0, var_1, var_29);
    }
}