extern "C" __global__ void scalar_param_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    Params_f7d810b4 var_params,
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
        wp::float32* var_13;
        wp::float32* var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        //---------
        // forward
        // def scalar_param_s000001(                                                              <L 17>
        // i, j = wp.tid()                                                                        <L 22>
        builtin_tid2d(var_0, var_1);
        // x0 = a[i, j] / (wp.abs(params.t) + 1.0)                                                <L 23>
        var_2 = wp::address(var_a, var_0, var_1);
        var_3 = &((var_params).t);
        var_5 = wp::load(var_3);
        var_4 = wp::abs(var_5);
        var_7 = wp::add(var_4, var_6);
        var_9 = wp::load(var_2);
        var_8 = wp::div(var_9, var_7);
        // x1 = x0 + params.t                                                                     <L 24>
        var_10 = &((var_params).t);
        var_12 = wp::load(var_10);
        var_11 = wp::add(var_8, var_12);
        // out[i, j] = scalar_param_s000001_combine(x1, params.t, a[i, j])                        <L 25>
        var_13 = &((var_params).t);
        var_14 = wp::address(var_a, var_0, var_1);
        var_16 = wp::load(var_13);
        var_17 = wp::load(var_14);
        var_15 = scalar_param_s000001_combine_0(var_11, var_16, var_17);
        wp::array_store(var_out, var_0, var_1, var_15);
    }
}