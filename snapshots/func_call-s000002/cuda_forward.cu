extern "C" __global__ void func_call_s000002_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
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
        wp::float32* var_1;
        wp::float32* var_2;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32 var_5;
        wp::float32* var_6;
        wp::float32* var_7;
        wp::float32 var_8;
        wp::float32 var_9;
        wp::float32 var_10;
        const wp::float32 var_11 = 0.5;
        wp::float32 var_12;
        wp::float32 var_13;
        //---------
        // forward
        // def func_call_s000002(                                                                 <L 16>
        // i = wp.tid()                                                                           <L 20>
        var_0 = builtin_tid1d();
        // x0 = func_call_s000002_helper0(a[i], a[i])                                             <L 21>
        var_1 = wp::address(var_a, var_0);
        var_2 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_5 = wp::load(var_2);
        var_3 = func_call_s000002_helper0_0(var_4, var_5);
        // x1 = func_call_s000002_helper0(a[i], a[i])                                             <L 22>
        var_6 = wp::address(var_a, var_0);
        var_7 = wp::address(var_a, var_0);
        var_9 = wp::load(var_6);
        var_10 = wp::load(var_7);
        var_8 = func_call_s000002_helper0_0(var_9, var_10);
        // out[i] = x0 + x1 * 0.5                                                                 <L 23>
        var_12 = wp::mul(var_8, var_11);
        var_13 = wp::add(var_3, var_12);
        wp::array_store(var_out, var_0, var_13);
    }
}